import { Inject, Injectable } from '@nestjs/common';
import type { MediaStore } from '@sorsi/kit';
import { type ContentCheckRequest, type ContentVerdict, mediaContentTypeOf } from '@sorsi/proto';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ContentScreen, type Photo } from '../checks/content-screen';
import type { Finding } from '../checks/finding';
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
 * Checks a post or comment before anyone else sees it: the screen (offline or OpenAI) on its text and
 * photo, then repeated posts. Every decision is recorded; a held item becomes a pending entry of the
 * admin review (a report without a reporter) in the same transaction.
 */
@Injectable()
export class ContentCheckService {
  constructor(
    private readonly db: DataSource,
    @Inject(ContentScreen) private readonly screen: ContentScreen,
    @Inject(MEDIA_STORE) private readonly media: MediaStore,
  ) {}

  async check(request: ContentCheckRequest): Promise<ContentVerdict> {
    const screening = await this.screen.screen(request.text, await this.photoOf(request.imageKey));
    const textHash = hashOf(request.text);
    return this.db.transaction(async (manager) => {
      const decisions = new DecisionsRepository(manager);
      const finding = await this.withRepeats(screening.finding, request, textHash, decisions);
      const verdict = verdictOf(finding);
      await decisions.record({
        subject: request.subject,
        authorId: request.authorId,
        checkedBy: finding === REPEATED ? 'offline' : screening.checkedBy,
        outcome: verdict.outcome,
        reason: finding.reason,
        rule: finding.rule,
        textHash,
      });
      if (verdict.outcome === 'held') await this.holdForReview(request, finding, new ReportsRepository(manager));
      return verdict;
    });
  }

  private async withRepeats(
    finding: Finding,
    request: ContentCheckRequest,
    textHash: string,
    decisions: DecisionsRepository,
  ): Promise<Finding> {
    if (finding.verdict === 'block' || normalised(request.text).length < REPEAT_MIN_LENGTH) return finding;
    const since = new Date(Date.now() - REPEAT_WINDOW_MS);
    const repeats = await decisions.repeats(request.authorId, textHash, request.subject.id, since);
    return repeats >= REPEATS_ALLOWED ? REPEATED : finding;
  }

  private holdForReview(request: ContentCheckRequest, finding: Finding, reports: ReportsRepository): Promise<void> {
    return reports.holdAgain({
      source: 'moderation',
      reporterId: null,
      targetType: request.subject.type,
      targetId: request.subject.id,
      ownerId: request.authorId,
      reason: finding.reason ?? 'inappropriate',
      description: null,
      contentText: request.text,
      contentImageKey: request.imageKey,
      experienceId: request.subject.experienceId,
    });
  }

  /** The post's photo (a photo that cannot be read is judged as such by the image check). */
  private async photoOf(imageKey: string | null): Promise<Photo | null> {
    if (imageKey === null) return null;
    const stored = await this.media.get(imageKey);
    return {
      bytes: stored?.bytes ?? Buffer.alloc(0),
      mimeType: stored?.contentType ?? mediaContentTypeOf(imageKey) ?? 'image/webp',
    };
  }
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
