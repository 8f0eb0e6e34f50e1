import { useLocation, useSearch } from 'wouter';

/** The address being shown (path and query), for a sign-in to come back to (issue 21 §2). */
export function useReturnPath(): string {
  const [path] = useLocation();
  const search = useSearch();
  return search ? `${path}?${search}` : path;
}
