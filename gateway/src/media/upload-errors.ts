import { HttpException, HttpStatus } from '@nestjs/common';
import { ADVICE_IMAGE_MAX_BYTES } from '@sorsi/proto';

/** The spec's words (taste-and-account §5 "Image upload"), as the client shows them for the same cases. */
export const IMAGE_TOO_LARGE = 'Image is too large. Please select an image under 5MB.';
export const NOT_AN_IMAGE = 'Please select an image file';
/** Ours: the server finds things the browser cannot check. */
export const HEIC_UNSUPPORTED = 'HEIC photos cannot be read here. Please select a JPEG, PNG or WebP image.';
export const IMAGE_UNREADABLE = 'This image could not be read. Please select another image.';
export const TOO_MANY_PIXELS = 'This image has too many pixels. Please select a smaller image.';

/** The social-and-discovery spec's words for its 10 MB uploads (§5: compare, shop, experiences). */
export const IMAGE_OVER_10MB = 'Please upload an image smaller than 10MB.';

/** A route's upload limit and the words that refuse a larger image. */
export interface UploadLimit {
  maxBytes: number;
  tooLarge: string;
}
export const TEN_MB_UPLOAD: UploadLimit = { maxBytes: ADVICE_IMAGE_MAX_BYTES, tooLarge: IMAGE_OVER_10MB };
/**
 * Taste's browser sends a photo scaled to 2048 px, far under the spec's 5 MB; the gateway takes an unscaled
 * phone photo too (3-8 MB, issue 21 §13), from an older page or another client, up to the other routes' 10 MB.
 */
export const TASTE_UPLOAD: UploadLimit = TEN_MB_UPLOAD;

/** 413: the decoded image is over the route's limit (the message names the limit). */
export const imageTooLarge = (message = IMAGE_TOO_LARGE) => new HttpException(message, HttpStatus.PAYLOAD_TOO_LARGE);
/** 415: not an image, or a kind of image the gateway does not take. */
export const unsupportedImage = (message = NOT_AN_IMAGE) =>
  new HttpException(message, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
/** 422: an image by its first bytes that cannot be decoded, or a pixel flood. */
export const unprocessableImage = (message: string) => new HttpException(message, HttpStatus.UNPROCESSABLE_ENTITY);

/** 413: the person's photos already fill their storage (issue 8 §5). */
export const storageFull = (quotaMb: number) =>
  new HttpException(
    `Your photo storage is full (${quotaMb} MB). Delete some tastings or posts with photos to add new ones.`,
    HttpStatus.PAYLOAD_TOO_LARGE,
  );
