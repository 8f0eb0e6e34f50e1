import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { createLogger } from '../logging';
import { createDataSource, type DataSourceOptions } from './create-data-source';
import { Transactions } from './transactions';

/**
 * Provides the service's migrated `DataSource`, and `Transactions` (how its services reach it), and closes
 * the pool when the app shuts down (after in-flight work has drained).
 */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  static forRoot(options: DataSourceOptions): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DataSource,
          useFactory: () => createDataSource({ logger: createLogger(`database.${options.schema}`), ...options }),
        },
        Transactions,
      ],
      exports: [DataSource, Transactions],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
