import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BackHeader } from '@/components/layout/back-header';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { goToLogin } from '@/lib/browser-navigation';
import { useReturnPath } from '@/lib/use-return-path';

/**
 * A tool screen (Compare, Recommend…): its header with a back button, then its content for a signed-in
 * person, or the spec's 'Please log in to …' card with a Go to Home button for a signed-out visitor, and a
 * Log In that comes back here (issue 21 §2).
 */
export function SignedInScreen({
  kicker,
  title,
  signedOutMessage,
  children,
}: {
  kicker: string;
  title: string;
  signedOutMessage: string;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const here = useReturnPath();
  return (
    <div className="min-h-dvh">
      <BackHeader>
        <div className="flex min-w-0 flex-col">
          <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{kicker}</span>
          <h1 className="truncate text-xl leading-tight font-semibold sm:text-2xl">{title}</h1>
        </div>
      </BackHeader>
      <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-6 sm:px-5">
        {user ? (
          children
        ) : (
          <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed px-6 py-14 text-center">
            <p className="font-medium">{signedOutMessage}</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => goToLogin(here)}>Log In</Button>
              <Button asChild variant="outline">
                <Link href="/">Go to Home</Link>
              </Button>
            </div>
          </div>
        )}
      </main>
    </div>
  );
}
