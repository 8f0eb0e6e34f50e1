import { Global, Module } from '@nestjs/common';
import { GatewayRedis } from './gateway-redis';

@Global()
@Module({ providers: [GatewayRedis], exports: [GatewayRedis] })
export class RedisModule {}
