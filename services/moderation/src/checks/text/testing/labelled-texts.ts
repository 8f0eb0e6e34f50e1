// The labelled set the text check is measured on (unit test and bench). Texts with a link are left out of
// the clean side: a bare link is held by design (see text-check.spec.ts).
import { ABUSIVE_TEXTS } from './abusive-texts';
import { CLEAN_TEXTS } from './clean-texts';

export type { LabelledText } from './labelled-text';
export { ABUSIVE_TEXTS, CLEAN_TEXTS };

export const LABELLED_TEXTS = [...CLEAN_TEXTS, ...ABUSIVE_TEXTS];
