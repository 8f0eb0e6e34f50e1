import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { ChatImages } from './chat-images';
import { TasteController } from './taste.controller';

@Module({ imports: [MediaModule], controllers: [TasteController], providers: [ChatImages] })
export class TasteModule {}
