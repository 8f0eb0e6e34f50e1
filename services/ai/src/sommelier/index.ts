/**
 * The offline sommelier: chat replies composed with the wine knowledge base, wine data extracted from a
 * conversation (spec §4/§5) and the spec's wine type derivation.
 */
export type { ChatMessage } from './chat-message';
export { extractWineData, type ExtractedWineData } from './extract-wine-data';
export { composeReply, type DetectedLabel } from './reply-composer';
export { knownWineType } from './wine-type';
export { findYears } from './years';
