import { Inject, Injectable } from '@nestjs/common';
import { Transactions } from '@sorsi/kit';
import type { ExportPageRequest, RpcReply, TastingRpc } from '@sorsi/proto';
import { TastingsRepository } from '../repositories/tastings.repository';
import { recentCursor } from './page-cursor';
import { toTasting } from './tasting-view';

type ExportPage = RpcReply<typeof TastingRpc.exportTastings>;

/**
 * "Download my data": the person's own tastings, private and withdrawn ones too, each with its whole
 * conversation, newest first in keyset pages (the same index walk as their own list).
 */
@Injectable()
export class TastingExport {
  constructor(
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(TastingsRepository) private readonly tastings: TastingsRepository,
  ) {}

  async page(userId: string, { cursor, limit }: ExportPageRequest): Promise<ExportPage> {
    const [rows, total] = await Promise.all([
      this.tastings.listRecent(this.transactions.db, {
        scope: { kind: 'owner', userId },
        withConversation: true,
        limit,
        after: recentCursor.decodeOptional(cursor),
      }),
      this.tastings.countOfUser(this.transactions.db, userId),
    ]);
    const last = rows.at(-1);
    return {
      items: rows.map(({ position: _position, conversation, ...tasting }) =>
        toTasting({ ...tasting, conversation: conversation ?? [] }),
      ),
      nextCursor: rows.length === limit && last ? recentCursor.encode(last.position) : null,
      total,
    };
  }
}
