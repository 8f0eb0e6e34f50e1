import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Toaster from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';

/** What a hook runs inside in its tests: the app's query client, and the toasts it shows. */
export function hookTestWrapper() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}
