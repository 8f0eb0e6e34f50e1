import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FollowsRepository } from './repositories/follows.repository';
import { ProjectionsRepository } from './repositories/projections.repository';
import { FollowsRpcController } from './rpc/follows.rpc';
import { SocialEventsController } from './rpc/social-events.controller';
import { FollowsService } from './services/follows.service';

/** The social service: the projections of people and tastings, and follows, on the migrated `social` schema. */
@Module({
  controllers: [SocialEventsController, FollowsRpcController],
  providers: [
    {
      provide: ProjectionsRepository,
      useFactory: (db: DataSource) => new ProjectionsRepository(db.manager),
      inject: [DataSource],
    },
    {
      provide: FollowsRepository,
      useFactory: (db: DataSource) => new FollowsRepository(db.manager),
      inject: [DataSource],
    },
    FollowsService,
  ],
})
export class SocialModule {}
