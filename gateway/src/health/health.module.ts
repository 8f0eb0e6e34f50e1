import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { SignInModule } from '../sign-in/sign-in.module';
import { Drain } from './drain';
import { HealthController } from './health.controller';
import { ReadinessChecks } from './readiness-checks';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), SignInModule],
  controllers: [HealthController],
  providers: [ReadinessChecks, Drain],
})
export class HealthModule {}
