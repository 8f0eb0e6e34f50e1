/** The structured tasting note the offline sommelier fills when a tasting is saved. */
export { tastingNoteOf } from './tasting-note-of';
export type { NotedWine } from './inferred-note';
