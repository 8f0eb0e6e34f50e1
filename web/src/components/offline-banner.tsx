import { CloudOff, Wifi } from 'lucide-react';
import { useEffect, useState } from 'react';
import { trackEvent } from '@/lib/analytics';
import { cn } from '@/lib/cn';

export const OFFLINE_MESSAGE = "You're offline. Some features may not work properly.";
export const BACK_ONLINE_MESSAGE = "You're back online! All features are available.";
/** How long the reconnection notice stays (the spec gives no figure). */
export const BACK_ONLINE_NOTICE_MS = 4000;

type NetworkState = 'online' | 'offline' | 'back-online';

/** Spec social-and-discovery §2 "Offline banner" and §4 "Network: online, offline, back online". */
export function OfflineBanner() {
  const [state, setState] = useState<NetworkState>(() => (navigator.onLine ? 'online' : 'offline'));

  useEffect(() => {
    const goOffline = () => setState('offline');
    const goOnline = () => {
      setState('back-online');
      trackEvent('network_reconnected');
    };
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    if (state !== 'back-online') return;
    const timer = setTimeout(() => setState('online'), BACK_ONLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    // The live region stays mounted so screen readers announce each change.
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[90] flex justify-center p-4"
    >
      {state !== 'online' && (
        <p
          className={cn(
            'pointer-events-auto flex max-w-md items-center gap-2 rounded-2xl px-4 py-3 text-sm font-medium shadow-lg',
            state === 'offline' ? 'bg-warning text-warning-foreground' : 'bg-success text-success-foreground',
          )}
        >
          {state === 'offline' ? (
            <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Wifi className="size-4 shrink-0" aria-hidden="true" />
          )}
          {state === 'offline' ? OFFLINE_MESSAGE : BACK_ONLINE_MESSAGE}
        </p>
      )}
    </div>
  );
}
