import { Inject, Injectable } from '@nestjs/common';
import { type Db, type MediaStore, personSubject, Projection, Transactions } from '@sorsi/kit';
import { type CheckedField, type ContentCheckRequest, type ContentVerdict, mediaContentTypeOf } from '@sorsi/proto';
import { createHash } from 'node:crypto';
import { ContentScreen, type Photo, type Screening } from '../checks/content-screen';
import { type Finding, strictestOf } from '../checks/finding';
import { foldText } from '../checks/text/normalize';
import { DecisionsRepository } from '../repositories/decisions.repository';
import { ReportsRepository } from '../repositories/reports.repository';

export const MEDIA_STORE = Symbol('MEDIA_STORE');

/** The same words posted this many times already within a day: the next one is spam. */
export const REPEATS_ALLOWED = 2;
export const REPEAT_WINDOW_MS = 24 * 3600 * 1000;
/** Short replies ("Cheers!", "Lovely") are said again and again by honest people. */
export const REPEAT_MIN_LENGTH = 20;

const REPEATED: Finding = {
  verdict: 'block',
  reason: 'spam',
  message: 'You have already posted this several times today.',
  rule: 'repeated-post',
};

/**
 * Checks an item before anyone else sees it (a post, comment, public tasting or profile): the screen
 * (offline or OpenAI) on all its text fields and photos, then repeated posts and comments. Every decision
 * is recorded; a held item becomes a pending entry of the admin review (a report without a reporter) in
 * the same transaction. A profile is never held: there is no review of names, so a doubt refuses it.
 */
@Injectable()
export class ContentCheckService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(Projection) private readonly projection: Projection,
    @Inject(DecisionsRepository) private readonly decisions: DecisionsRepository,
    @Inject(ReportsRepository) private readonly reports: ReportsRepository,
    @Inject(ContentScreen) private readonly screen: ContentScreen,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
  ) {}

  async check(request: ContentCheckRequest): Promise<ContentVerdict> {
    const text = textOf(request.fields);
    const screening = await this.screened(text, request.imageKeys);
    const textHash = hashOf(text);
    return this.transactions.run(async (tx) => {
      const authorPresent = await this.projection.holdIfPresent(tx, [personSubject(request.authorId)]);
      const finding = await this.withRepeats(tx, screening.finding, request, text, textHash);
      const verdict = request.subject.type === 'profile' ? refusingDoubts(verdictOf(finding)) : verdictOf(finding);
      // A check that arrives after its author's erasure is answered, and nothing about them is kept.
      if (!authorPresent) return verdict;
      await this.decisions.record(tx, {
        subject: request.subject,
        authorId: request.authorId,
        checkedBy: finding === REPEATED ? 'offline' : screening.checkedBy,
        outcome: verdict.outcome,
        reason: finding.reason,
        rule: finding.rule,
        textHash,
      });
      if (verdict.outcome === 'held') await this.holdForReview(tx, request, finding);
      return verdict;
    });
  }

  /** The text with the first photo, then each further photo alone: the strictest finding decides. */
  private async screened(text: string, imageKeys: readonly string[]): Promise<Screening> {
    const [first = null, ...others] = await Promise.all(imageKeys.map((key) => this.photoOf(key)));
    const screenings = [await this.screen.screen(text, first)];
    for (const photo of others) screenings.push(await this.screen.screen('', photo));
    const finding = strictestOf(screenings.map((screening) => screening.finding));
    return screenings.find((screening) => screening.finding === finding) ?? screenings[0]!;
  }

  /** Only posts and comments are said again and again as spam; tastings and profiles are saved many times. */
  private async withRepeats(
    tx: Db,
    finding: Finding,
    request: ContentCheckRequest,
    text: string,
    textHash: string,
  ): Promise<Finding> {
    const repeatable = request.subject.type === 'experience' || request.subject.type === 'comment';
    if (!repeatable || finding.verdict === 'block' || normalised(text).length < REPEAT_MIN_LENGTH) return finding;
    const since = new Date(Date.now() - REPEAT_WINDOW_MS);
    const repeats = await this.decisions.repeats(tx, request.authorId, textHash, request.subject.id, since);
    return repeats >= REPEATS_ALLOWED ? REPEATED : finding;
  }

  private holdForReview(tx: Db, request: ContentCheckRequest, finding: Finding): Promise<void> {
    const { type } = request.subject;
    // Unreachable for a profile (refusingDoubts): named here so the report's target type is one of its own.
    if (type === 'profile') throw new Error('A profile is never held');
    return this.reports.holdAgain(tx, {
      source: 'moderation',
      reporterId: null,
      targetType: type,
      targetId: request.subject.id,
      ownerId: request.authorId,
      reason: finding.reason ?? 'inappropriate',
      description: null,
      // The admin sees each field under its name.
      contentText: request.fields.map(({ field, text }) => `${field}: ${text}`).join('\n'),
      contentImageKey: request.imageKeys[0] ?? null,
      experienceId: request.subject.experienceId,
    });
  }

  /** A stored photo (a photo that cannot be read is judged as such by the image check). */
  private async photoOf(imageKey: string): Promise<Photo> {
    const stored = await this.media.get(imageKey);
    return {
      bytes: stored?.bytes ?? Buffer.alloc(0),
      mimeType: stored?.contentType ?? mediaContentTypeOf(imageKey) ?? 'image/webp',
    };
  }
}

/** The fields as one text for the screen, a line each (word matching never joins two fields). */
const textOf = (fields: readonly CheckedField[]): string => fields.map((field) => field.text).join('\n');

/** What would be held is refused with the same message. */
function refusingDoubts(verdict: ContentVerdict): ContentVerdict {
  return verdict.outcome === 'held' ? { outcome: 'rejected', message: verdict.message } : verdict;
}

function verdictOf(finding: Finding): ContentVerdict {
  switch (finding.verdict) {
    case 'allow':
      return { outcome: 'published' };
    case 'hold':
      return { outcome: 'held', message: finding.message ?? 'It will be visible once a moderator has reviewed it.' };
    case 'block':
      return { outcome: 'rejected', message: finding.message ?? 'This violates our community guidelines.' };
  }
}

/** Case, accents, look-alike letters, spacing and punctuation do not make a repeated post new. */
function normalised(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const hashOf = (text: string) => createHash('sha256').update(normalised(text)).digest('hex');
