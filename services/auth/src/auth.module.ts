import { type DynamicModule, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthEnv } from './auth-env';
import { UsersRepository } from './repositories/users.repository';
import { AuthRpcController } from './rpc/auth.rpc';
import { AdminEmails } from './services/admin-emails';
import { UserEvents } from './services/user-events';
import { UsersService } from './services/users.service';

/** Users, terms acceptance, deactivation and deletion, on schema `auth` (the kit opens the database). */
@Module({})
export class AuthModule {
  static forRoot(env: AuthEnv): DynamicModule {
    return {
      module: AuthModule,
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
      ],
    };
  }
}
