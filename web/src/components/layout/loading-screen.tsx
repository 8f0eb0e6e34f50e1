import { BRAND_NAME } from '@/lib/brand';

/** What shows while the auth check runs (spec: 'Loading Sorsi...'). */
export function LoadingScreen() {
  return (
    <div
      role="status"
      className="flex min-h-dvh items-center justify-center font-[Georgia,serif] text-xl text-muted-foreground"
    >
      Loading {BRAND_NAME}...
    </div>
  );
}
