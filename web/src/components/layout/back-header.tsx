import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** A screen header with a back button to a fixed place (spec: "Back buttons return here"). */
export function BackHeader({
  backTo = '/',
  backLabel = 'Back to home',
  children,
}: {
  backTo?: string;
  backLabel?: string;
  children?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-3 sm:px-5">
        <Button asChild variant="ghost" size="icon">
          <Link href={backTo} aria-label={backLabel}>
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        {children}
      </div>
    </header>
  );
}
