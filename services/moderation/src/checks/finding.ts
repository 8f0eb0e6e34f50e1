import type { ReportReason } from '@sorsi/proto';

/** What a check says of a text or a photo: allow it, hold it for an admin, or block it. */
export type Verdict = 'allow' | 'hold' | 'block';

export interface Finding {
  verdict: Verdict;
  /** Why it was held or blocked, in the reasons reports use (null when allowed). */
  reason: Exclude<ReportReason, 'other'> | null;
  /** What the author is told (never echoes the words that matched). */
  message: string | null;
  /** Which rule decided, for the decision record (internal). */
  rule: string | null;
}

export const ALLOWED: Finding = { verdict: 'allow', reason: null, message: null, rule: null };

const SEVERITY: Record<Verdict, number> = { allow: 0, hold: 1, block: 2 };

/** The strictest of several findings (a clean caption does not clear a doubtful photo). */
export function strictestOf(findings: readonly Finding[]): Finding {
  return findings.reduce(
    (worst, finding) => (SEVERITY[finding.verdict] > SEVERITY[worst.verdict] ? finding : worst),
    ALLOWED,
  );
}
