import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { CompareController } from './compare.controller';

@Module({ imports: [MediaModule], controllers: [CompareController] })
export class CompareModule {}
