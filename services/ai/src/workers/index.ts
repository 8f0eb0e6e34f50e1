export { createLabelReader, type LabelReader } from './label-reader';
export { createPainter, type Painter } from './painter';
export { resolveConcurrency } from './concurrency';
