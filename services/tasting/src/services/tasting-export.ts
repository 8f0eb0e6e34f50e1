import { Injectable } from '@nestjs/common';
import type { ExportPageRequest, RpcReply, TastingRpc } from '@sorsi/proto';
import { TastingsRepository } from '../repositories/tastings.repository';
import { decodeRecentCursor, encodeRecentCursor } from './page-cursor';
import { toTasting } from './tasting-view';

type ExportPage = RpcReply<typeof TastingRpc.exportTastings>;

/**
 * "Download my data": the person's own tastings, private and withdrawn ones too, each with its whole
 * conversation, newest first in keyset pages (the same index walk as their own list).
 */
@Injectable()
export class TastingExport {
  constructor(private readonly tastings: TastingsRepository) {}

  async page(userId: string, { cursor, limit }: ExportPageRequest): Promise<ExportPage> {
    const [rows, total] = await Promise.all([
      this.tastings.listRecent({
        scope: { kind: 'owner', userId },
        withConversation: true,
        limit,
        ...(cursor !== undefined && { after: decodeRecentCursor(cursor) }),
      }),
      this.tastings.countOfUser(userId),
    ]);
    const last = rows.at(-1);
    return {
      items: rows.map(({ position: _position, conversation, ...tasting }) =>
        toTasting({ ...tasting, conversation: conversation ?? [] }),
      ),
      nextCursor: rows.length === limit && last ? encodeRecentCursor(last.position) : null,
      total,
    };
  }
}
