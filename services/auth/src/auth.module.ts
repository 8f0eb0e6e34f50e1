import { type DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule } from '@sorsi/kit';
import { DataSource } from 'typeorm';
import { authDatabase } from './auth-database';
import type { AuthEnv } from './auth-env';
import { UsersRepository } from './repositories/users.repository';
import { AuthRpcController } from './rpc/auth.rpc';
import { AdminEmails } from './services/admin-emails';
import { HealthService } from './services/health.service';
import { UserEvents } from './services/user-events';
import { UsersService } from './services/users.service';

/** Users, terms acceptance, deactivation and deletion, on schema `auth`. */
@Module({})
export class AuthModule {
  static forRoot(env: AuthEnv): DynamicModule {
    return {
      module: AuthModule,
      imports: [DatabaseModule.forRoot({ ...authDatabase, url: env.DATABASE_URL, applicationName: 'sorsi-auth' })],
      controllers: [AuthRpcController],
      providers: [
        { provide: AdminEmails, useValue: env.ADMIN_EMAILS },
        {
          provide: UsersRepository,
          useFactory: (dataSource: DataSource) => new UsersRepository(dataSource.manager),
          inject: [DataSource],
        },
        UsersService,
        UserEvents,
        HealthService,
      ],
    };
  }
}
