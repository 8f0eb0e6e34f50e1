import { type FunctionComponent, lazy, type LazyExoticComponent, type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its (lazily loaded) children from the first time `wanted` is true, and keeps them after, so a
 * dialog's code downloads when it is first opened rather than with the screen, and can still animate
 * closed and keep its state.
 */
export function OnDemand({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** React's `lazy` for a module's named component (`lazy` itself wants a default export). */
export function lazyNamed<K extends string, P>(
  load: () => Promise<Record<K, FunctionComponent<P>>>,
  name: K,
): LazyExoticComponent<FunctionComponent<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
