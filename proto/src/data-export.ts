import { z } from 'zod';
import type { RpcContract } from './contract';
import { ModerationRpc } from './moderation';
import { NotificationRpc } from './notifications';
import { EXPORT_PAGE_MAX, EXPORT_TASTING_PAGE_MAX, type ExportPageRequest } from './paging';
import { SocialRpc } from './social';
import { TastingRpc } from './tasting';

// "Download my data" (issue 20): one ZIP of everything Sorsi holds about the person. The gateway asks each
// owning service for its part, page by page (the `export…` contracts), and writes one JSON file per
// section, the profile, and the person's photos from the media store. Preparing it is a job: started,
// polled for its progress, downloaded while it is kept.

/** A section of the archive: its file, the paged contract of the service that owns the data, its page size. */
export interface ExportSection {
  readonly name: string;
  readonly file: string;
  readonly pageSize: number;
  readonly contract: RpcContract<
    z.ZodType<ExportPageRequest, { cursor?: string; limit?: number }>,
    z.ZodType<{ items: unknown[]; nextCursor: string | null; total: number }>
  >;
}

/** In the order they are written. Tastings and posts come first: the photos they show are gathered from them. */
export const EXPORT_SECTIONS = [
  { name: 'tastings', file: 'tastings.json', pageSize: EXPORT_TASTING_PAGE_MAX, contract: TastingRpc.exportTastings },
  { name: 'posts', file: 'posts.json', pageSize: EXPORT_PAGE_MAX, contract: SocialRpc.exportPosts },
  { name: 'comments', file: 'comments.json', pageSize: EXPORT_PAGE_MAX, contract: SocialRpc.exportComments },
  { name: 'likes', file: 'likes.json', pageSize: EXPORT_PAGE_MAX, contract: SocialRpc.exportLikes },
  { name: 'following', file: 'following.json', pageSize: EXPORT_PAGE_MAX, contract: SocialRpc.exportFollowing },
  { name: 'followers', file: 'followers.json', pageSize: EXPORT_PAGE_MAX, contract: SocialRpc.exportFollowers },
  { name: 'blocks', file: 'blocks.json', pageSize: EXPORT_PAGE_MAX, contract: SocialRpc.exportBlocks },
  { name: 'reports', file: 'reports.json', pageSize: EXPORT_PAGE_MAX, contract: ModerationRpc.exportReports },
  {
    name: 'notifications',
    file: 'notifications.json',
    pageSize: EXPORT_PAGE_MAX,
    contract: NotificationRpc.exportNotifications,
  },
] as const satisfies readonly ExportSection[];
export type ExportSectionName = (typeof EXPORT_SECTIONS)[number]['name'];

/** The archive's other files: the account record, and each photo at `media/{key}` (its URL is `/api/media/{key}`). */
export const EXPORT_PROFILE_FILE = 'profile.json';
export const EXPORT_README_FILE = 'README.txt';
export const EXPORT_MEDIA_FOLDER = 'media/';

/** A prepared archive is kept this long, then deleted: it holds everything about the person. */
export const EXPORT_KEPT_MS = 30 * 60 * 1000;
/** While preparing, the web asks for the progress this often. */
export const EXPORT_POLL_MS = 500;

const At = z.iso.datetime();

/**
 * The person's export, as `GET /api/account/export` answers it: none yet (or expired), preparing with a
 * whole percentage, ready to download until `expiresAt`, or failed (start again).
 */
export const ExportStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none') }),
  z.object({
    state: z.literal('preparing'),
    id: z.uuid(),
    progress: z.number().int().min(0).max(99),
    startedAt: At,
  }),
  z.object({
    state: z.literal('ready'),
    id: z.uuid(),
    progress: z.literal(100),
    startedAt: At,
    readyAt: At,
    expiresAt: At,
    /** Size of the ZIP. */
    bytes: z.number().int().min(0),
    /** Items in the archive by section, and photos. */
    counts: z.record(z.string(), z.number().int().min(0)),
  }),
  z.object({ state: z.literal('failed'), id: z.uuid(), startedAt: At, message: z.string() }),
]);
export type ExportStatus = z.infer<typeof ExportStatusSchema>;

/** 429 of `POST /api/account/export` while one is being prepared. */
export const EXPORT_BUSY_MESSAGE = 'Your data is already being prepared. Please wait until it is ready.';
