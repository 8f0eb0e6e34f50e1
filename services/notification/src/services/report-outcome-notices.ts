import { REPORT_REASON_LABELS, type ReportResolvedEvent, type ReportTargetType } from '@sorsi/proto';
import type { EventStamp, Notice } from './notification-feed';

const NOUN: Record<ReportTargetType, string> = { experience: 'post', comment: 'comment', tasting: 'tasting' };

/**
 * What a decided report tells whom (issue 10 §2): the reporter the outcome; the author that their
 * content was removed and why, or that an item the check held is now visible. A dismissed report of a
 * person tells its author nothing (they were never told of it).
 */
export function reportOutcomeNotices(e: ReportResolvedEvent, stamp: EventStamp): Notice[] {
  const noun = NOUN[e.targetType];
  // Which one: "post “Etna at dusk…”" (a photo alone has no words to quote).
  const named = e.excerpt ? `${noun} “${e.excerpt}”` : noun;
  const removed = e.action === 'remove_content';
  // A removed post cannot be opened any more; the post of a removed comment can.
  const stillThere = removed ? (e.targetType === 'comment' ? e.experienceId : null) : e.experienceId;
  const notices: Notice[] = [];
  if (e.reporterId !== null) {
    notices.push({
      recipientId: e.reporterId,
      subject: `report:${e.reportId}`,
      message: removed ? `The ${named} you reported was removed` : `The ${named} you reported was reviewed and left up`,
      experienceId: stillThere,
      stamp: { ...stamp, eventId: `${stamp.eventId}/reporter` },
    });
  }
  if (removed) {
    notices.push({
      recipientId: e.ownerId,
      subject: `removed:${e.targetId}`,
      message: `Your ${named} was removed: ${REPORT_REASON_LABELS[e.reason]}`,
      experienceId: stillThere,
      stamp: { ...stamp, eventId: `${stamp.eventId}/owner` },
    });
  } else if (e.reporterId === null) {
    notices.push({
      recipientId: e.ownerId,
      subject: `approved:${e.targetId}`,
      message: `Your ${named} was reviewed and is now visible to everyone`,
      experienceId: e.experienceId,
      stamp: { ...stamp, eventId: `${stamp.eventId}/owner` },
    });
  }
  return notices;
}
