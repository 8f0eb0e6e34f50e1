import { ADMIN_ONLY_MESSAGE, TERMS_REQUIRED_MESSAGE } from '@sorsi/proto';
import type { Answer, Call, Client } from './client';
import { type Role, ROLES } from './roles';
import type { World } from './world';

// The language of the table: what a role's request must answer (its status, and what the body must
// hold), and the few shapes the rows share.

/** The role asking, its client and the world, as a cell sees them. */
export interface Cell {
  world: World;
  role: Role;
  client: Client;
}

/** Problems found in an answer, in words; none when it is as expected. */
export type Check = (answer: Answer, cell: Cell) => string[] | Promise<string[]>;
/** A check that needs no further request. */
export type SyncCheck = (answer: Answer, cell: Cell) => string[];

export interface Outcome {
  /** The status expected; a list when the policy leaves the choice open (each such cell says why). */
  status: number | readonly number[];
  check?: Check;
}

export interface Probe {
  /** What is asked, in a few words ("O's public tasting"). */
  name: string;
  call: (cell: Cell) => Call | Promise<Call>;
  expect: Record<Role, Outcome>;
}

/**
 * When a row runs: reads first (the world as built), then changes that leave it usable (who follows and
 * blocks whom stays as built, since what each role may see depends on it), removals, changes of follows
 * and blocks, and last what ends a person's own session or account.
 */
export type Phase = 'read' | 'change' | 'remove' | 'relations' | 'own account';
export const PHASES: readonly Phase[] = ['read', 'change', 'remove', 'relations', 'own account'];

export interface Row {
  phase: Phase;
  probes: readonly Probe[];
}

export const status = (expected: Outcome['status'], check?: Check): Outcome => ({
  status: expected,
  ...(check ? { check } : {}),
});

const messageIs =
  (message: string): Check =>
  (answer) => {
    const body = answer.body as { message?: unknown } | null;
    return body?.message === message ? [] : [`message ${JSON.stringify(body?.message)}, expected "${message}"`];
  };

export const ok = (check?: Check): Outcome => status(200, check);
export const created = (check?: Check): Outcome => status(201, check);
export const UNAUTHENTICATED = status(401);
export const NOT_FOUND = status(404);
export const INVALID = status(400);
/** A write others could see, by someone who has not accepted the terms. */
export const TERMS_REQUIRED = status(403, messageIs(TERMS_REQUIRED_MESSAGE));
/**
 * N acting on something N could not act on even with the terms accepted (someone else's, or hidden
 * from N): refused either for the terms or as not found; neither says anything about the target.
 */
export const TERMS_OR_NOT_FOUND = status([403, 404]);
export const ADMIN_ONLY = status(403, messageIs(ADMIN_ONLY_MESSAGE));

/** Every role gets `base` unless named in `overrides`. */
export function cells(base: Outcome, overrides: Partial<Record<Role, Outcome>> = {}): Record<Role, Outcome> {
  return Object.fromEntries(ROLES.map((role) => [role, overrides[role] ?? base])) as Record<Role, Outcome>;
}

/** A signed-in route: without a live session (signed out, or D's cookie after deactivation) 401. */
export const signedIn = (base: Outcome, overrides: Partial<Record<Role, Outcome>> = {}): Record<Role, Outcome> =>
  cells(base, { signedOut: UNAUTHENTICATED, deactivated: UNAUTHENTICATED, ...overrides });

/** The same outcome for each of these roles (to spread into overrides). */
export const each = (roles: readonly Role[], outcome: Outcome): Partial<Record<Role, Outcome>> =>
  Object.fromEntries(roles.map((role) => [role, outcome]));

/** Every check must hold. */
export const all =
  (...checks: Check[]): Check =>
  async (answer, cell) =>
    (await Promise.all(checks.map((check) => check(answer, cell)))).flat();

// ---------------------------------------------------------------------------------------------------
// Checks of bodies
// ---------------------------------------------------------------------------------------------------

type Ids = (body: unknown) => string[];

export const idsOfArray: Ids = (body) => (Array.isArray(body) ? body.map((item) => (item as { id: string }).id) : []);
export const idsOfResults: Ids = (body) =>
  ((body as { results?: Array<{ id: string }> } | null)?.results ?? []).map((item) => item.id);

/** The list holds each of `wanted` (what the viewer may see must be there: a filter must not over-hide). */
export const includes =
  (wanted: (cell: Cell) => string[], ids: Ids = idsOfArray, what = 'list'): SyncCheck =>
  (answer, cell) => {
    const found = new Set(ids(answer.body));
    return wanted(cell)
      .filter((id) => !found.has(id))
      .map((id) => `${what} lacks ${id}`);
  };

/** The list holds exactly these (in any order). */
export const exactly =
  (wanted: (cell: Cell) => string[], ids: Ids = idsOfArray, what = 'list'): SyncCheck =>
  (answer, cell) => {
    const found = [...ids(answer.body)].sort();
    const expected = [...wanted(cell)].sort();
    return JSON.stringify(found) === JSON.stringify(expected)
      ? []
      : [`${what} holds ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}`];
  };

/** Fields of the body equal these. */
export const fields =
  (wanted: Record<string, unknown> | ((cell: Cell) => Record<string, unknown>)): SyncCheck =>
  (answer, cell) => {
    const body = (answer.body ?? {}) as Record<string, unknown>;
    const expected = typeof wanted === 'function' ? wanted(cell) : wanted;
    return Object.entries(expected)
      .filter(([key, value]) => JSON.stringify(body[key]) !== JSON.stringify(value))
      .map(([key, value]) => `${key} is ${JSON.stringify(body[key])}, expected ${JSON.stringify(value)}`);
  };

/** An image, not an error page. */
export const isImage: SyncCheck = (answer) =>
  answer.contentType.startsWith('image/') ? [] : [`content type ${answer.contentType}, expected an image`];
