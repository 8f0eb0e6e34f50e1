import { loginPathReturningTo } from '@sorsi/proto/session-paths';
import { Wine } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { TasteScreen } from '@/features/taste/components/taste-screen';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /taste (spec taste-and-account §2 "Taste screen"): signed out, a card inviting to sign in; signed in,
 * the history sidebar and the chat. (While auth loads, the router shows 'Loading Sorsi...'.)
 */
export default function TasteRoute() {
  const { user } = useAuth();
  useDocumentTitle('Taste');
  return user ? <TasteScreen user={user} /> : <SignedOutTaste />;
}

function SignedOutTaste() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-5 py-10">
      <section
        aria-labelledby="taste-sign-in-title"
        className="flex w-full max-w-md flex-col items-center gap-5 rounded-3xl border bg-card p-8 text-center shadow-[0_1px_2px_rgb(42_27_31/0.05)] sm:p-10"
      >
        <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Wine className="size-7" aria-hidden="true" />
        </span>
        <h1 id="taste-sign-in-title" className="text-3xl font-semibold">
          Taste
        </h1>
        <p className="text-lg text-muted-foreground">
          Your personal wine tasting companion. Sign in to start exploring wines.
        </p>
        <Button asChild size="lg" className="w-full">
          {/* Sign-in is a full-page navigation, not a screen. */}
          <a href={loginPathReturningTo('/taste')}>Sign in with Google</a>
        </Button>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-full px-3 text-sm text-muted-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Back to home
        </Link>
      </section>
    </main>
  );
}
