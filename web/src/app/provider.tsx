import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CrashBoundary } from '@/components/crash-boundary';
import { OfflineBanner } from '@/components/offline-banner';
import { RateLimitNotice } from '@/components/rate-limit-notice';
import { useToasts } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';

// Radix Toast is not needed to paint the first screen: it loads with the first toast.
const Toaster = lazy(() => import('@/components/ui/toaster'));

function DeferredToaster() {
  const hasToasts = useToasts().length > 0;
  const [mounted, setMounted] = useState(false);
  if (hasToasts && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Everything every screen relies on: server state, toasts, the network banner, the notice of a wait the
 * server asked for, and the crash fallback. `client`: one the first screen's data was already seeded into.
 */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <CrashBoundary>{children}</CrashBoundary>
      <OfflineBanner />
      <RateLimitNotice />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
