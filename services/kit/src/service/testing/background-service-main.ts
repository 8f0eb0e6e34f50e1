// A process started by run-main.medium-spec: a service with no handlers at background CPU priority.
import { Module } from '@nestjs/common';
import { BaseEnvSchema } from '../../env';
import { defineService, runMain } from '../run-service';

@Module({})
class NothingModule {}

runMain(
  defineService({
    service: 'moderation',
    env: BaseEnvSchema,
    module: () => NothingModule,
    contracts: [],
    cpuPriority: 'background',
  }),
);
