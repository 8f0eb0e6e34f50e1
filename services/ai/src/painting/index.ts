export { paintImpression, PAINTING_MIME_TYPE, PAINTING_SIZE, type WineToPaint } from './paint-impression';
