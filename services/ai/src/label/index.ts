export { readLabel, type OcrEngine } from './read-label';
export { parseLabel } from './parse-label';
export { isCandidateWineName } from './wine-name-rules';
export type { OcrLine, OcrWord } from './ocr-lines';
