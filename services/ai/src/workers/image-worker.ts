import { prepareOcrImage, type OcrImageRequest } from '../label/prepare-image';

/** Piscina task (runs in a worker thread): makes one OCR image of a photo, pixel loops included. */
export default function prepareImage(request: OcrImageRequest) {
  return prepareOcrImage(request);
}
