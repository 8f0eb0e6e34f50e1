import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import type { BullmqContext } from '@sorsi/kit';
import { AuthEvents, type EventData, ModerationEvents, TastingEvents } from '@sorsi/proto';
import { ModerationOutcomesService } from '../services/moderation-outcomes.service';
import { SocialProjections } from '../services/social-projections';

/** The events social keeps its projections from (auth's people, tasting's tastings), and admins' decisions. */
@Controller()
export class SocialEventsController {
  constructor(
    private readonly projections: SocialProjections,
    private readonly moderation: ModerationOutcomesService,
  ) {}

  @EventPattern(ModerationEvents.contentRemoved.name)
  onContentRemoved(
    @Payload() event: EventData<typeof ModerationEvents.contentRemoved>,
    @Ctx() ctx: BullmqContext,
  ): Promise<void> {
    return this.moderation.removed(event, ctx.eventId!);
  }

  @EventPattern(ModerationEvents.contentApproved.name)
  onContentApproved(
    @Payload() event: EventData<typeof ModerationEvents.contentApproved>,
    @Ctx() ctx: BullmqContext,
  ): Promise<void> {
    return this.moderation.approved(event, ctx.eventId!);
  }

  @EventPattern(AuthEvents.userUpdated.name)
  onUserUpdated(@Payload() event: EventData<typeof AuthEvents.userUpdated>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.projections.userUpdated(event, ctx.eventId!);
  }

  @EventPattern(AuthEvents.userDeactivated.name)
  onUserDeactivated(
    @Payload() event: EventData<typeof AuthEvents.userDeactivated>,
    @Ctx() ctx: BullmqContext,
  ): Promise<void> {
    return this.projections.activationChanged(event, true, ctx.eventId!);
  }

  @EventPattern(AuthEvents.userReactivated.name)
  onUserReactivated(
    @Payload() event: EventData<typeof AuthEvents.userReactivated>,
    @Ctx() ctx: BullmqContext,
  ): Promise<void> {
    return this.projections.activationChanged(event, false, ctx.eventId!);
  }

  @EventPattern(AuthEvents.userDeleted.name)
  onUserDeleted(@Payload() event: EventData<typeof AuthEvents.userDeleted>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.projections.userDeleted(event.userId, ctx.eventId!);
  }

  @EventPattern(TastingEvents.saved.name)
  onTastingSaved(@Payload() event: EventData<typeof TastingEvents.saved>, @Ctx() ctx: BullmqContext): Promise<void> {
    return this.projections.tastingSaved(event, ctx.eventId!);
  }

  @EventPattern(TastingEvents.deleted.name)
  onTastingDeleted(
    @Payload() event: EventData<typeof TastingEvents.deleted>,
    @Ctx() ctx: BullmqContext,
  ): Promise<void> {
    return this.projections.tastingDeleted(event, ctx.eventId!);
  }
}
