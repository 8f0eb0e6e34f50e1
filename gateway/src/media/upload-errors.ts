import { HttpException, HttpStatus } from '@nestjs/common';

/** The spec's words (taste-and-account §5 "Image upload"), as the client shows them for the same cases. */
export const IMAGE_TOO_LARGE = 'Image is too large. Please select an image under 5MB.';
export const NOT_AN_IMAGE = 'Please select an image file';
/** Ours: the server finds things the browser cannot check. */
export const HEIC_UNSUPPORTED = 'HEIC photos cannot be read here. Please select a JPEG, PNG or WebP image.';
export const IMAGE_UNREADABLE = 'This image could not be read. Please select another image.';
export const TOO_MANY_PIXELS = 'This image has too many pixels. Please select a smaller image.';

/** 413: the decoded image is over the route's limit. */
export const imageTooLarge = () => new HttpException(IMAGE_TOO_LARGE, HttpStatus.PAYLOAD_TOO_LARGE);
/** 415: not an image, or a kind of image the gateway does not take. */
export const unsupportedImage = (message = NOT_AN_IMAGE) =>
  new HttpException(message, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
/** 422: an image by its first bytes that cannot be decoded, or a pixel flood. */
export const unprocessableImage = (message: string) => new HttpException(message, HttpStatus.UNPROCESSABLE_ENTITY);
