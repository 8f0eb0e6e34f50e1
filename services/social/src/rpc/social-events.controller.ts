import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { AuthEvents, type EventData, ModerationEvents, TastingEvents } from '@sorsi/proto';
import { ProjectionsRepository } from '../repositories/projections.repository';
import { ModerationOutcomesService } from '../services/moderation-outcomes.service';

/** The events social keeps its projections from (auth's people, tasting's tastings), and admins' decisions. */
@Controller()
export class SocialEventsController {
  constructor(
    private readonly projections: ProjectionsRepository,
    private readonly moderation: ModerationOutcomesService,
  ) {}

  @EventPattern(ModerationEvents.contentRemoved.name)
  onContentRemoved(@Payload() event: EventData<typeof ModerationEvents.contentRemoved>): Promise<void> {
    return this.moderation.removed(event);
  }

  @EventPattern(ModerationEvents.contentApproved.name)
  onContentApproved(@Payload() event: EventData<typeof ModerationEvents.contentApproved>): Promise<void> {
    return this.moderation.approved(event);
  }

  @EventPattern(AuthEvents.userUpdated.name)
  onUserUpdated(@Payload() event: EventData<typeof AuthEvents.userUpdated>): Promise<void> {
    return this.projections.saveUser(event);
  }

  @EventPattern(AuthEvents.userDeactivated.name)
  onUserDeactivated(@Payload() event: EventData<typeof AuthEvents.userDeactivated>): Promise<void> {
    return this.projections.setDeactivated(event, true);
  }

  @EventPattern(AuthEvents.userReactivated.name)
  onUserReactivated(@Payload() event: EventData<typeof AuthEvents.userReactivated>): Promise<void> {
    return this.projections.setDeactivated(event, false);
  }

  @EventPattern(AuthEvents.userDeleted.name)
  onUserDeleted(@Payload() event: EventData<typeof AuthEvents.userDeleted>): Promise<void> {
    return this.projections.eraseUser(event.userId);
  }

  @EventPattern(TastingEvents.saved.name)
  onTastingSaved(@Payload() event: EventData<typeof TastingEvents.saved>): Promise<void> {
    return this.projections.saveTasting(event);
  }

  @EventPattern(TastingEvents.deleted.name)
  onTastingDeleted(@Payload() event: EventData<typeof TastingEvents.deleted>): Promise<void> {
    return this.projections.removeTasting(event);
  }
}
