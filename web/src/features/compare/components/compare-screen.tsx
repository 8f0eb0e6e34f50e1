import { Link } from 'wouter';
import { BackHeader } from '@/components/layout/back-header';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { WineListChat } from './wine-list-chat';

/** /compare (spec social-and-discovery §2): signed out, 'Please log in to use Compare' with a Go to Home button. */
export function CompareScreen() {
  const { user } = useAuth();
  return (
    <div className="min-h-dvh">
      <BackHeader>
        <div className="flex flex-col">
          <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Wine list</span>
          <h1 className="text-xl leading-tight font-semibold sm:text-2xl">Compare</h1>
        </div>
      </BackHeader>
      <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-6 sm:px-5">
        {user ? (
          <WineListChat />
        ) : (
          <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed px-6 py-14 text-center">
            <p className="font-medium">Please log in to use Compare</p>
            <Button asChild>
              <Link href="/">Go to Home</Link>
            </Button>
          </div>
        )}
      </main>
    </div>
  );
}
