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
import { TastingEvents } from '@sorsi/proto';
import { AuthorsRepository } from './repositories/authors.repository';
import { PeopleFactsRepository } from './repositories/people-facts.repository';
import { TastingsRepository } from './repositories/tastings.repository';
import { TastingRpcController } from './rpc/tasting.rpc';
import { MEDIA_STORE, MediaDeletion, MediaStoreDeletion } from './services/media-deletion';
import { MEDIA_SWEEP_INTERVAL, MediaSweep, PostImages, SocialPostImages } from './services/media-sweep';
import { PublicTastingCheck } from './services/public-tasting-check';
import { AuthorsProjection } from './services/authors-projection';
import { PeopleFactsProjection } from './services/people-facts-projection';
import { TastingEventSink, TastingEventsOutbox } from './services/tasting-events';
import { TastingService } from './services/tasting.service';
import { TastingExport } from './services/tasting-export';
import type { TastingEnv } from './tasting-env';

/**
 * Saved tastings: the RPC handlers, the rules, the repositories on the migrated `tasting` schema (the kit
 * opens the database), and the media store their images are deleted from.
 */
@Module({})
export class TastingModule {
  static forRoot(env: TastingEnv): DynamicModule {
    return {
      module: TastingModule,
      controllers: [TastingRpcController],
      providers: [
        TastingsRepository,
        AuthorsRepository,
        PeopleFactsRepository,
        { provide: TermsProjection, useExisting: AuthorsRepository },
        { provide: ContentCheck, useClass: ModerationServiceCheck },
        { provide: TermsGate, useClass: ProjectedTermsGate },
        PublicTastingCheck,
        { provide: MEDIA_STORE, useFactory: () => createMediaStore(env) },
        { provide: MEDIA_SWEEP_INTERVAL, useValue: env.MEDIA_SWEEP_INTERVAL_MS },
        { provide: PostImages, useClass: SocialPostImages },
        MediaSweep,
        { provide: MediaDeletion, useClass: MediaStoreDeletion },
        eventOutboxProvider({
          schema: 'tasting',
          events: Object.values(TastingEvents),
          resendIntervalMs: env.OUTBOX_INTERVAL_MS,
        }),
        projectionProvider({ schema: 'tasting' }),
        { provide: TastingEventSink, useClass: TastingEventsOutbox },
        AuthorsProjection,
        PeopleFactsProjection,
        TastingService,
        TastingExport,
      ],
    };
  }
}
