import { Inject, Injectable } from '@nestjs/common';
import { ContentCheck, TermsGate } from '@sorsi/kit';
import { type Actor, AppError, type TastingModerationState } from '@sorsi/proto';
import { type ShownTasting, shownToOthers } from './shown-to-others';

/** Where a public tasting stands with the check. */
export interface CheckedState {
  moderationState: TastingModerationState;
  checkedHash: string | null;
}

/**
 * Making a tasting public, or changing one that is, is a write others see: it needs accepted terms and
 * passes the moderation check (text fields and photos). What passed is remembered by hash, so an auto-save
 * that changes nothing others see is not checked again. A rejection refuses the save (MODERATION); a
 * doubt stores it `held`, seen by its owner only until an admin decides.
 */
@Injectable()
export class PublicTastingCheck {
  constructor(
    @Inject(ContentCheck) private readonly check: ContentCheck,
    @Inject(TermsGate) private readonly terms: TermsGate,
  ) {}

  async screen(actor: Actor, id: string, tasting: ShownTasting, current: CheckedState | null): Promise<CheckedState> {
    await this.terms.assertAccepted(actor);
    const shown = shownToOthers(tasting);
    if (current !== null && current.checkedHash === shown.hash) {
      return { moderationState: current.moderationState, checkedHash: current.checkedHash };
    }
    const verdict = await this.check.check({
      subject: { type: 'tasting', id, experienceId: null },
      authorId: actor.userId,
      fields: shown.fields,
      imageKeys: shown.imageKeys,
    });
    if (verdict.outcome === 'rejected') throw new AppError('MODERATION', verdict.message);
    return { moderationState: verdict.outcome === 'held' ? 'held' : 'published', checkedHash: shown.hash };
  }
}
