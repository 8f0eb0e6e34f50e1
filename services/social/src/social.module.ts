import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ProjectionsRepository } from './repositories/projections.repository';
import { SocialEventsController } from './rpc/social-events.controller';

/** The social service: for now the projections of people and tastings on the migrated `social` schema. */
@Module({
  controllers: [SocialEventsController],
  providers: [
    {
      provide: ProjectionsRepository,
      useFactory: (db: DataSource) => new ProjectionsRepository(db.manager),
      inject: [DataSource],
    },
  ],
})
export class SocialModule {}
