import { Module } from '@nestjs/common';
import { TosController } from './tos.controller';

@Module({ controllers: [TosController] })
export class TosModule {}
