import { Module } from '@nestjs/common';
import { TastingsController } from './tastings.controller';

@Module({ controllers: [TastingsController] })
export class TastingsModule {}
