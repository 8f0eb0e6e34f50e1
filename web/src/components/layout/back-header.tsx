import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { HeaderActions } from './header-actions';

/**
 * A screen header with a back button to a fixed place (spec: "Back buttons return here"), and for a
 * signed-in person the header's search, bell and account menu (issue 21 §5).
 */
export function BackHeader({
  backTo = '/',
  backLabel = 'Back to home',
  children,
}: {
  backTo?: string;
  backLabel?: string;
  children?: ReactNode;
}) {
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-3xl items-center gap-2 px-3 sm:px-5">
        <Button asChild variant="ghost" size="icon" className="shrink-0">
          <Link href={backTo} aria-label={backLabel}>
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        {/* A long title gives way (ellipsis) to the header's actions on a phone. */}
        <div className="flex min-w-0 flex-1 items-center gap-2 [&>h1]:truncate">{children}</div>
        {user && <HeaderActions user={user} />}
      </div>
    </header>
  );
}
