import type { User } from '@sorsi/proto';
import { PAGE_SESSION_STATE_ID, SessionPaths } from '@sorsi/proto/session-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn, QUERY_STALE_TIME } from './query-client';

export const CURRENT_USER_PATH = SessionPaths.currentUser;

const fetchCurrentUserOrNull = getQueryFn<unknown>({ on401: 'returnNull' });

/**
 * What the gateway that served this page said of the visitor (the user, or null when signed out), read
 * once: the first render needs no round trip, and a signed-out visitor's browser logs no 401. Undefined
 * when the page carries none (the development server, or the gateway could not tell): then the app asks.
 */
function stateInlinedInPage(): { user: User | null } | undefined {
  const text = document.getElementById(PAGE_SESSION_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return { user: JSON.parse(text) as User | null };
  } catch {
    return undefined;
  }
}
const inlined = stateInlinedInPage();
/** The visitor as the page says (null signed out), undefined when it says nothing. */
export const userInlinedInPage: User | null | undefined = inlined?.user;
const pageLoadedAt = Date.now();

/** The signed-in user, or null when signed out (401). Spec: cached 5 minutes, no retry. */
export const currentUserQueryOptions = queryOptions({
  queryKey: [CURRENT_USER_PATH],
  queryFn: async (context): Promise<User | null> => {
    // zod is a third of the script the first page needs: its chunk downloads while the request is in flight.
    const [{ UserSchema }, data] = await Promise.all([import('@sorsi/proto'), fetchCurrentUserOrNull(context)]);
    return UserSchema.nullable().parse(data);
  },
  retry: false,
  staleTime: QUERY_STALE_TIME,
  ...(inlined && { initialData: inlined.user, initialDataUpdatedAt: pageLoadedAt }),
});

export interface AuthState {
  user: User | null;
  /** True until the first answer (or failure) of the current-user call. */
  isLoading: boolean;
}

export function useAuth(): AuthState {
  const { data, isPending } = useQuery(currentUserQueryOptions);
  // A failed check (gateway down) ends the loading too: the signed-out app shows rather than a blank page.
  return { user: data ?? null, isLoading: isPending };
}

/** For screens that only render for a signed-in person (the router guarantees it). */
export function useSignedInUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser used outside the signed-in routes');
  return user;
}
