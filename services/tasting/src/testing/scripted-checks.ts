import { ContentCheck, TermsGate } from '@sorsi/kit';
import type { Actor, ContentCheckRequest, ContentVerdict } from '@sorsi/proto';

/**
 * The moderation service's verdicts, scripted, for tests that build the tasting service by hand (what the
 * service does with each verdict is theirs to test; the check itself is the moderation service's):
 * published unless told otherwise, every request kept.
 */
export class ScriptedCheck extends ContentCheck {
  readonly requests: ContentCheckRequest[] = [];
  verdict: ContentVerdict = { outcome: 'published' };

  async check(request: ContentCheckRequest): Promise<ContentVerdict> {
    this.requests.push(request);
    return this.verdict;
  }
}

/** Everyone has accepted the terms (refusals are tested over the queue, against a stand-in auth service). */
export class AcceptedTerms extends TermsGate {
  async assertAccepted(): Promise<void> {}
}

export const actorOf = (userId: string): Actor => ({ userId, isAdmin: false });
