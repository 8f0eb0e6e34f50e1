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
  const removed = e.action === 'remove_content';
  // A removed post cannot be opened any more; the post of a removed comment can.
  const stillThere = removed ? (e.targetType === 'comment' ? e.experienceId : null) : e.experienceId;
  const notices: Notice[] = [];
  if (e.reporterId !== null) {
    notices.push({
      recipientId: e.reporterId,
      subject: `report:${e.reportId}`,
      message: removed ? `The ${noun} you reported was removed` : `The ${noun} you reported was reviewed and left up`,
      experienceId: stillThere,
      stamp: { ...stamp, eventId: `${stamp.eventId}/reporter` },
    });
  }
  if (removed) {
    notices.push({
      recipientId: e.ownerId,
      subject: `removed:${e.targetId}`,
      message: `Your ${noun} was removed: ${REPORT_REASON_LABELS[e.reason]}`,
      experienceId: stillThere,
      stamp: { ...stamp, eventId: `${stamp.eventId}/owner` },
    });
  } else if (e.reporterId === null) {
    notices.push({
      recipientId: e.ownerId,
      subject: `approved:${e.targetId}`,
      message: `Your ${noun} was reviewed and is now visible to everyone`,
      experienceId: e.experienceId,
      stamp: { ...stamp, eventId: `${stamp.eventId}/owner` },
    });
  }
  return notices;
}
