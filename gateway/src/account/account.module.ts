import { Module } from '@nestjs/common';
import { DataExportModule } from '../data-export/data-export.module';
import { AccountController } from './account.controller';

@Module({ imports: [DataExportModule], controllers: [AccountController] })
export class AccountModule {}
