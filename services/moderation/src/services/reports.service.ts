import { Inject, Injectable } from '@nestjs/common';
import {
  BullmqClient,
  currentCorrelationId,
  EventOutbox,
  eventTime,
  personSubject,
  Projection,
  TermsGate,
  Transactions,
} from '@sorsi/kit';
import {
  type Actor,
  ADMIN_ONLY_MESSAGE,
  AppError,
  AuthRpc,
  commentExcerpt,
  type Contact,
  type CreateReportRequest,
  type ExportPageRequest,
  type ExportedReport,
  MEDIA_URL_PREFIX,
  ModerationEvents,
  type Report,
  type ReportListRequest,
  type ResolveReportRequest,
  SocialRpc,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { FiledReportsRepository } from '../repositories/filed-reports.repository';
import { type ReportRow, ReportsRepository } from '../repositories/reports.repository';
import { reportCursor } from './report-cursor';

const REPORT_NOT_FOUND = 'Report not found';

/**
 * Reports (social-and-discovery §4-§7): anyone reports someone else's post, comment or public tasting;
 * admins list them and resolve each by removing the content or dismissing the report. The owning
 * service removes (or, for an item the check held, publishes) the content through an event; the reporter
 * and the author are told through the notification service.
 */
@Injectable()
export class ReportsService {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(Projection) private readonly projection: Projection,
    @Inject(ReportsRepository) private readonly reports: ReportsRepository,
    @Inject(FiledReportsRepository) private readonly filed: FiledReportsRepository,
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(TermsGate) private readonly terms: TermsGate,
  ) {}

  /**
   * Filing a report needs accepted terms; the owning service says what the reporter sees (NOT_FOUND when
   * they may not see it).
   */
  async create(reporter: Actor, request: CreateReportRequest): Promise<Report> {
    await this.terms.assertAccepted(reporter);
    const target = await this.rpc.call(
      SocialRpc.reportTarget,
      { targetType: request.targetType, targetId: request.targetId },
      { actor: reporter, correlationId: currentCorrelationId() ?? randomUUID() },
    );
    if (target.ownerId === reporter.userId) throw new AppError('VALIDATION', 'You cannot report your own content');
    const row = await this.transactions.run(async (tx) => {
      // The content's owner (or the reporter) erased since the target was looked up: the content is gone.
      const people = [personSubject(reporter.userId), personSubject(target.ownerId)];
      if (!(await this.projection.holdIfPresent(tx, people))) throw new AppError('NOT_FOUND', 'Content not found');
      return this.reports.openOnce(tx, {
        source: 'person',
        reporterId: reporter.userId,
        targetType: request.targetType,
        targetId: request.targetId,
        ownerId: target.ownerId,
        reason: request.reason,
        description: request.description ?? null,
        contentText: target.text,
        contentImageKey: target.imageKey,
        experienceId: target.experienceId,
      });
    });
    const reporterContact = await this.contactsOf(reporter, [row], { own: true });
    return reportOf(row, reporterContact);
  }

  /** An admin reviewing a report sees the photo it names, and no other of anyone's. */
  async mediaUnderReview(admin: Actor, key: string): Promise<{ visible: boolean }> {
    await this.assertAdmin(admin);
    return { visible: await this.reports.pendingShows(this.transactions.db, key) };
  }

  async list(admin: Actor, request: ReportListRequest): Promise<{ items: Report[]; nextCursor: string | null }> {
    await this.assertAdmin(admin);
    const [beforeId = null] = reportCursor.decodeOptional(request.cursor) ?? [];
    const rows = await this.reports.page(this.transactions.db, request.status, beforeId, request.limit + 1);
    const page = rows.slice(0, request.limit);
    const contacts = await this.contactsOf(admin, page);
    return {
      items: page.map((row) => reportOf(row, contacts)),
      nextCursor: rows.length > request.limit ? reportCursor.encode([page.at(-1)!.id]) : null,
    };
  }

  /**
   * Only pending reports can be reviewed (§4). Removing the content settles every open report of it;
   * dismissing settles this one (an item the check held is then published). The decision's events are
   * staged in its transaction: the kit's outbox publishes them once it commits.
   */
  async resolve(admin: Actor, id: number, { action, notes }: ResolveReportRequest): Promise<Report> {
    await this.assertAdmin(admin);
    const decided = await this.transactions.run(async (tx) => {
      // An admin erased since auth answered is no admin: their name is not written on the review.
      if (!(await this.projection.holdIfPresent(tx, [personSubject(admin.userId)]))) {
        throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
      }
      const report = await this.reports.lockForReview(tx, id);
      if (!report) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
      if (report.status !== 'pending') throw new AppError('CONFLICT', 'Only pending reports can be reviewed');
      const ids = action === 'remove_content' ? await this.reports.pendingOn(tx, report.targetId) : [id];
      const decided = await this.reports.decide(tx, ids, action, notes ?? null, admin.userId);
      const at = await eventTime(tx);
      if (action === 'remove_content') {
        await this.outbox.stage(tx, ModerationEvents.contentRemoved, {
          targetType: report.targetType,
          targetId: report.targetId,
          ownerId: report.ownerId,
          reason: report.reason,
          at,
        });
      } else if (report.source === 'moderation') {
        await this.outbox.stage(tx, ModerationEvents.contentApproved, {
          targetType: report.targetType,
          targetId: report.targetId,
          at,
        });
      }
      for (const row of decided) {
        await this.outbox.stage(tx, ModerationEvents.reportResolved, {
          reportId: row.id,
          reporterId: row.reporterId,
          ownerId: row.ownerId,
          targetType: row.targetType,
          targetId: row.targetId,
          experienceId: row.experienceId,
          excerpt: reportExcerpt(row),
          action,
          reason: row.reason,
          at,
        });
      }
      return decided;
    });
    const row = decided.find((r) => r.id === id)!;
    return reportOf(row, await this.contactsOf(admin, [row]));
  }

  /** "Download my data": the reports the person filed, newest first, a page at a time. */
  async exportFiled(
    reporter: Actor,
    { cursor, limit }: ExportPageRequest,
  ): Promise<{ items: ExportedReport[]; nextCursor: string | null; total: number }> {
    const [beforeId = null] = reportCursor.decodeOptional(cursor) ?? [];
    const [items, total] = await Promise.all([
      this.filed.page(this.transactions.db, reporter.userId, beforeId, limit),
      this.filed.count(this.transactions.db, reporter.userId),
    ]);
    return { items, nextCursor: items.length === limit ? reportCursor.encode([items.at(-1)!.id]) : null, total };
  }

  /**
   * Admin work is guarded here on its own, not by the envelope's flag (which the gateway sets): auth says
   * whether the actor is an admin now. One more call per admin request, which are few; a projection of
   * admin status from an event would be another copy to keep right for so little.
   */
  private async assertAdmin(actor: Actor): Promise<void> {
    const { isAdmin } = await this.rpc.call(
      AuthRpc.rights,
      {},
      { actor, correlationId: currentCorrelationId() ?? randomUUID() },
    );
    if (!isAdmin) throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
  }

  /**
   * Usernames and emails come from the auth service, which answers admins only; a reporter creating a
   * report gets their own name from the same place (it answers anyone about themselves).
   */
  private async contactsOf(
    actor: Actor,
    rows: readonly ReportRow[],
    { own = false } = {},
  ): Promise<Map<string, Contact>> {
    const ids = own
      ? [actor.userId]
      : [...new Set(rows.flatMap((row) => [row.reporterId, row.ownerId, row.resolvedBy]).filter((id) => id !== null))];
    if (ids.length === 0) return new Map();
    const contacts = await this.rpc.call(
      AuthRpc.contacts,
      { ids },
      { actor, correlationId: currentCorrelationId() ?? randomUUID() },
    );
    return new Map(contacts.map((contact) => [contact.id, contact]));
  }
}

/**
 * The start of what was decided on, for the notices (which post, comment or tasting): its first line (a
 * caption, a comment, a tasting's title); none for a photo alone. A held item's snapshot names each field
 * ('Caption: …'), which a notice leaves out.
 */
export function reportExcerpt(row: Pick<ReportRow, 'source' | 'contentText'>): string | null {
  const lines = row.contentText
    .split('\n')
    .map((line) => (row.source === 'moderation' ? line.replace(/^\w+: /, '') : line));
  const first = lines.find((line) => line.trim() !== '');
  return first === undefined ? null : commentExcerpt(first);
}

function reportOf(row: ReportRow, contacts: ReadonlyMap<string, Contact>): Report {
  const reporter = row.reporterId ? contacts.get(row.reporterId) : undefined;
  const resolver = row.resolvedBy ? contacts.get(row.resolvedBy) : undefined;
  return {
    id: row.id,
    status: row.status,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    description: row.description,
    source: row.source,
    reporter: { username: reporter?.username ?? null, email: reporter?.email ?? null },
    content: {
      text: row.contentText,
      imageUrl: row.contentImageKey ? MEDIA_URL_PREFIX + row.contentImageKey : null,
      author: contacts.get(row.ownerId)?.username ?? null,
      experienceId: row.experienceId,
    },
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    action: row.action,
    notes: row.notes,
    resolvedBy: resolver ? resolver.username || resolver.email : null,
  };
}
