import { Module } from '@nestjs/common';
import { ImageUploads } from './image-uploads';
import { MediaAccess } from './media-access';
import { MEDIA_STORE, mediaStoreProvider } from './media-store.provider';
import { MediaController } from './media.controller';

/** The media store: serving stored images (`GET /api/media/{key}`), and the upload pipeline the Taste routes use. */
@Module({
  controllers: [MediaController],
  providers: [mediaStoreProvider, MediaAccess, ImageUploads],
  exports: [ImageUploads, MEDIA_STORE],
})
export class MediaModule {}
