import { type DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule } from '@sorsi/kit';
import { DataSource } from 'typeorm';
import { ProjectionsRepository } from './repositories/projections.repository';
import { SocialEventsController } from './rpc/social-events.controller';
import { socialDatabase } from './social-database';
import type { SocialEnv } from './social-env';

/** The social service: for now the projections of people and tastings on the migrated `social` schema. */
@Module({})
export class SocialModule {
  static forRoot(env: SocialEnv): DynamicModule {
    return {
      module: SocialModule,
      imports: [
        DatabaseModule.forRoot({
          ...socialDatabase,
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          applicationName: 'sorsi-social',
        }),
      ],
      controllers: [SocialEventsController],
      providers: [
        {
          provide: ProjectionsRepository,
          useFactory: (db: DataSource) => new ProjectionsRepository(db.manager),
          inject: [DataSource],
        },
      ],
    };
  }
}
