import { type DynamicModule, Module } from '@nestjs/common';
import {
  ContentCheck,
  createMediaStore,
  eventOutboxProvider,
  ModerationServiceCheck,
  ProjectedTermsGate,
  projectionProvider,
  TermsGate,
  TermsProjection,
} from '@sorsi/kit';
import { SocialEvents } from '@sorsi/proto';
import { FollowsRepository } from './repositories/follows.repository';
import { ModerationTargetsRepository } from './repositories/moderation-targets.repository';
import { ProjectionsRepository } from './repositories/projections.repository';
import { FollowsRpcController } from './rpc/follows.rpc';
import { SocialEventsController } from './rpc/social-events.controller';
import { FollowsService } from './services/follows.service';
import { ModerationOutcomesService } from './services/moderation-outcomes.service';
import { EngagementRepository } from './repositories/engagement.repository';
import { ExportRepository } from './repositories/export.repository';
import { ExportRpcController } from './rpc/export.rpc';
import { SocialExport } from './services/social-export';
import { ExperiencesRepository } from './repositories/experiences.repository';
import { ExperiencesRpcController } from './rpc/experiences.rpc';
import { PeopleRpcController } from './rpc/people.rpc';
import { JourneysRepository } from './repositories/journeys.repository';
import { PeopleRepository } from './repositories/people.repository';
import { BlocksService } from './services/blocks.service';
import { PeopleService } from './services/people.service';
import { EngagementService } from './services/engagement.service';
import { ExperiencesService } from './services/experiences.service';
import { FanOutOnReadHomeFeed, HomeFeed } from './services/feeds';
import { SocialEventPublisher } from './services/social-event-publisher';
import { SocialProjections } from './services/social-projections';
import { PeoplePresence } from './services/people-presence';
import type { SocialEnv } from './social-env';
import { MEDIA_STORE } from './services/experiences.service';

/**
 * The social service on the migrated `social` schema: projections of people and tastings, follows,
 * posts and their feeds, likes and comments, profiles, journeys, blocks and search.
 */
@Module({})
export class SocialModule {
  static forRoot(env: SocialEnv): DynamicModule {
    return {
      module: SocialModule,
      controllers: [
        SocialEventsController,
        FollowsRpcController,
        ExperiencesRpcController,
        PeopleRpcController,
        ExportRpcController,
      ],
      providers: [
        { provide: MEDIA_STORE, useFactory: () => createMediaStore(env) },
        FollowsRepository,
        ExperiencesRepository,
        EngagementRepository,
        PeopleRepository,
        JourneysRepository,
        ExportRepository,
        ModerationTargetsRepository,
        ProjectionsRepository,
        { provide: HomeFeed, useClass: FanOutOnReadHomeFeed },
        { provide: ContentCheck, useClass: ModerationServiceCheck },
        { provide: TermsProjection, useExisting: PeopleRepository },
        { provide: TermsGate, useClass: ProjectedTermsGate },
        eventOutboxProvider({
          schema: 'social',
          events: Object.values(SocialEvents),
          resendIntervalMs: env.OUTBOX_INTERVAL_MS,
        }),
        projectionProvider({ schema: 'social' }),
        SocialProjections,
        PeoplePresence,
        ModerationOutcomesService,
        SocialEventPublisher,
        FollowsService,
        ExperiencesService,
        EngagementService,
        PeopleService,
        BlocksService,
        SocialExport,
      ],
    };
  }
}
