import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { FlushTracesOnShutdown, type Logger } from '@sorsi/kit';
import { LoggerModule } from 'nestjs-pino';
import { AccountModule } from './account/account.module';
import { DataExportModule } from './data-export/data-export.module';
import type { GatewayEnv } from './config/gateway-env';
import { GatewayEnvModule } from './config/gateway-env.module';
import { HealthModule } from './health/health.module';
import { HttpErrorFilter } from './http/http-error.filter';
import { DeclaredInputInterceptor } from './http/declared-input.interceptor';
import { MediaModule } from './media/media.module';
import { nestLoggingParams } from './logging/request-logging';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RedisModule } from './redis/redis.module';
import { RpcModule } from './rpc/rpc.module';
import { SessionModule } from './session/session.module';
import { SignInModule } from './sign-in/sign-in.module';
import { TasteModule } from './taste/taste.module';
import { TastingsModule } from './tastings/tastings.module';
import { TosModule } from './tos/tos.module';
import { UsersModule } from './users/users.module';
import { OpenApiModule } from './openapi/openapi.module';
import { SocialModule } from './social/social.module';
import { RecommendModule } from './recommend/recommend.module';
import { CompareModule } from './compare/compare.module';
import { ShopModule } from './shop/shop.module';
import { MetricsModule } from './metrics/metrics.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ReportsModule } from './reports/reports.module';

/** The gateway's modules; the order a request goes through them is written in createGatewayApp. Nest's own logs go to `logger`. */
@Module({})
export class AppModule {
  static forRoot(env: GatewayEnv, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        GatewayEnvModule.forRoot(env),
        LoggerModule.forRoot(nestLoggingParams(logger)),
        RedisModule,
        RpcModule,
        SessionModule,
        RateLimitModule,
        SignInModule,
        UsersModule,
        TosModule,
        AccountModule,
        DataExportModule,
        MediaModule,
        TasteModule,
        TastingsModule,
        NotificationsModule,
        ReportsModule,
        SocialModule,
        RecommendModule,
        CompareModule,
        ShopModule,
        MetricsModule,
        HealthModule,
        OpenApiModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: DeclaredInputInterceptor },
        FlushTracesOnShutdown,
      ],
    };
  }
}
