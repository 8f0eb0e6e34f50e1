import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { ShopController } from './shop.controller';

@Module({ imports: [MediaModule], controllers: [ShopController] })
export class ShopModule {}
