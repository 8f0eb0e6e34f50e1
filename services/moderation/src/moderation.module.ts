import { type DynamicModule, Module } from '@nestjs/common';
import {
  createMediaStore,
  eventOutboxProvider,
  projectionProvider,
  ProjectedTermsGate,
  TermsGate,
  TermsProjection,
  UnprojectedTerms,
} from '@sorsi/kit';
import { ModerationEvents } from '@sorsi/proto';
import OpenAI from 'openai';
import { ContentScreen, OfflineScreen, OpenAiScreen } from './checks/content-screen';
import { OpenAiModeration } from './checks/openai/openai-moderation';
import type { ModerationEnv } from './moderation-env';
import { ModerationRpcController } from './rpc/moderation.rpc';
import { ExportRpcController } from './rpc/export.rpc';
import { DecisionsRepository } from './repositories/decisions.repository';
import { FiledReportsRepository } from './repositories/filed-reports.repository';
import { ReportsRepository } from './repositories/reports.repository';
import { ContentCheckService, MEDIA_STORE } from './services/content-check.service';
import { ErasureService } from './services/erasure.service';
import { ReportsService } from './services/reports.service';

/** OpenAI decides when a key is set (the offline check is its fallback); else the offline check alone. */
export function screenOf(env: ModerationEnv): ContentScreen {
  if (!env.OPENAI_API_KEY) return new OfflineScreen();
  const client = new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL });
  return new OpenAiScreen(
    new OpenAiModeration(client, env.OPENAI_MODERATION_MODEL, { timeoutMs: env.OPENAI_MODERATION_TIMEOUT_MS }),
  );
}

/** The moderation service on the migrated `moderation` schema. */
@Module({})
export class ModerationModule {
  static forRoot(env: ModerationEnv): DynamicModule {
    return {
      module: ModerationModule,
      controllers: [ModerationRpcController, ExportRpcController],
      providers: [
        { provide: MEDIA_STORE, useFactory: () => createMediaStore(env) },
        { provide: ContentScreen, useFactory: () => screenOf(env) },
        eventOutboxProvider({
          schema: 'moderation',
          events: Object.values(ModerationEvents),
          resendIntervalMs: env.OUTBOX_INTERVAL_MS,
        }),
        projectionProvider({ schema: 'moderation' }),
        { provide: TermsProjection, useClass: UnprojectedTerms },
        { provide: TermsGate, useClass: ProjectedTermsGate },
        DecisionsRepository,
        ReportsRepository,
        FiledReportsRepository,
        ContentCheckService,
        ReportsService,
        ErasureService,
      ],
    };
  }
}
