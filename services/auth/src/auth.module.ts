import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import {
  closeRedis,
  connectFailFastRedis,
  ContentCheck,
  eventOutboxProvider,
  ModerationServiceCheck,
} from '@sorsi/kit';
import { AuthEvents } from '@sorsi/proto';
import type { Redis } from 'ioredis';
import type { AuthEnv } from './auth-env';
import { UsersRepository } from './repositories/users.repository';
import { AuthRpcController } from './rpc/auth.rpc';
import { AdminEmails } from './services/admin-emails';
import { AdminReconciliation } from './services/admin-reconciliation';
import { UserEvents } from './services/user-events';
import { SNAPSHOT_REDIS, UserSnapshots } from './services/user-snapshots';
import { UsersService } from './services/users.service';

/**
 * Users, terms acceptance, deactivation and deletion, on schema `auth` (the kit opens the database), the
 * users' snapshots in Redis that the gateway reads, and ADMIN_EMAILS applied to everyone at start-up.
 */
@Module({})
export class AuthModule implements OnApplicationShutdown {
  constructor(@Inject(SNAPSHOT_REDIS) private readonly redis: Redis) {}

  static forRoot(env: AuthEnv): DynamicModule {
    return {
      module: AuthModule,
      controllers: [AuthRpcController],
      providers: [
        { provide: AdminEmails, useValue: env.ADMIN_EMAILS },
        { provide: SNAPSHOT_REDIS, useFactory: () => connectFailFastRedis(env.REDIS_URL, 'auth:snapshots') },
        {
          provide: UserSnapshots,
          useFactory: (redis: Redis) => new UserSnapshots(redis, env.QUEUE_PREFIX),
          inject: [SNAPSHOT_REDIS],
        },
        { provide: ContentCheck, useClass: ModerationServiceCheck },
        eventOutboxProvider({
          schema: 'auth',
          events: Object.values(AuthEvents),
          resendIntervalMs: env.OUTBOX_INTERVAL_MS,
        }),
        UsersRepository,
        UsersService,
        UserEvents,
        AdminReconciliation,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
