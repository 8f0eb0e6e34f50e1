// What each rule list reports; text-check.ts keeps the gravest hit.

export type TextVerdict = 'allow' | 'hold' | 'block';
/** The report reasons (proto ReportReason) a text finding can carry. */
export type TextReason = 'harassment' | 'spam' | 'inappropriate';

export interface RuleHit {
  verdict: Exclude<TextVerdict, 'allow'>;
  reason: TextReason;
  /** Internal: which rule and term matched, for the admin's decision record. Never shown to the author. */
  rule: string;
}
