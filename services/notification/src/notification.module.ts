import { type DynamicModule, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { closeRedis, connectFailFastRedis, projectionProvider } from '@sorsi/kit';
import type { Redis } from 'ioredis';
import type { NotificationEnv } from './notification-env';
import { InboxRepository } from './repositories/inbox.repository';
import { PeopleRepository } from './repositories/people.repository';
import { NotificationRpcController } from './rpc/notification.rpc';
import { ExportRpcController } from './rpc/export.rpc';
import { CountedTransaction } from './services/counted-transaction';
import { InboxService } from './services/inbox.service';
import { NotificationFeed } from './services/notification-feed';
import { UNREAD_REDIS, UnreadCounts } from './services/unread-counts';

const REDIS = Symbol('NOTIFICATION_REDIS');

/**
 * Notifications: the handlers, the rules, and the Redis connection holding the unread counts. That
 * connection fails fast while Redis is down (no offline queue), so a change rolls back and its event is
 * retried rather than committing with a stale count.
 */
@Module({})
export class NotificationModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  static forRoot(env: NotificationEnv): DynamicModule {
    return {
      module: NotificationModule,
      controllers: [NotificationRpcController, ExportRpcController],
      providers: [
        {
          provide: REDIS,
          useFactory: () => connectFailFastRedis(env.REDIS_URL, 'notification:unread'),
        },
        {
          provide: UNREAD_REDIS,
          useFactory: (redis: Redis) => new UnreadCounts(redis, env.QUEUE_PREFIX),
          inject: [REDIS],
        },
        projectionProvider({ schema: 'notification' }),
        InboxRepository,
        PeopleRepository,
        CountedTransaction,
        NotificationFeed,
        InboxService,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedis(this.redis);
  }
}
