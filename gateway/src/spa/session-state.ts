import { PAGE_SESSION_STATE_ID, type User } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import type { Sessions } from '../session/sessions';

/** What a page can say of its visitor: the user, null when signed out, undefined when it cannot tell. */
export type PageSessionState = User | null | undefined;

/**
 * The visitor's state as `GET /api/auth/user` would give it. Anything unusual (Redis or auth down) is
 * undefined: the app then asks `/api/auth/user`, which handles each case.
 */
export async function pageSessionState(request: FastifyRequest, sessions: Sessions): Promise<PageSessionState> {
  try {
    await sessions.load(request);
    return request.currentUser ?? null;
  } catch {
    return undefined;
  }
}

/** The page with the state inlined at the end of its head, as JSON that no `</script>` inside can end. */
export function withSessionState(html: string, state: PageSessionState): string {
  if (state === undefined) return html;
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const tag = `<script type="application/json" id="${PAGE_SESSION_STATE_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}
