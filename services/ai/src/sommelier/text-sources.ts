/**
 * One side of the conversation (all assistant text, or all user text) analysed once: what the knowledge
 * base recognises in it, where, its years and its clauses.
 */
import { scanKnowledge, type KnowledgeScan } from '../knowledge';
import { clauses, type Word } from './name-runs';
import { findYears, type YearMention } from './years';

export type SpanKind = 'grape' | 'region' | 'producer' | 'term';

export interface Span {
  kind: SpanKind;
  start: number;
  end: number;
  /** Canonical name of what was recognised. */
  name: string;
}

export interface TextSource {
  text: string;
  scan: KnowledgeScan;
  years: YearMention[];
  clauses: Word[][];
  spans: Span[];
}

export function analyseSource(text: string): TextSource {
  const scan = scanKnowledge(text);
  const spans: Span[] = [
    ...scan.grapes.map((m) => ({
      kind: 'grape' as const,
      start: m.index,
      end: m.index + m.matched.length,
      name: m.grape.name,
    })),
    ...scan.regions.map((m) => ({
      kind: 'region' as const,
      start: m.index,
      end: m.index + m.matched.length,
      name: m.region.name,
    })),
    ...scan.producers.map((m) => ({
      kind: 'producer' as const,
      start: m.index,
      end: m.index + m.matched.length,
      name: m.producer.name,
    })),
    ...scan.labelTerms.map((m) => ({
      kind: 'term' as const,
      start: m.index,
      end: m.index + m.matched.length,
      name: m.term.term,
    })),
  ];
  return { text, scan, years: findYears(text), clauses: clauses(text), spans };
}

/** The recognised names of the given kinds that the word lies in. */
export function spansOf(source: TextSource, word: Word, kinds: SpanKind[]): Span[] {
  return source.spans.filter((s) => kinds.includes(s.kind) && word.start >= s.start && word.end <= s.end);
}

/** The recognised name of one of the kinds that begins exactly at this word. */
export function spanStartingAt(source: TextSource, word: Word, kinds: SpanKind[]): Span | undefined {
  return source.spans.find((s) => kinds.includes(s.kind) && s.start === word.start);
}
