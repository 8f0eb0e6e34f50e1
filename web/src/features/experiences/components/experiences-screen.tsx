import { useInfiniteQuery } from '@tanstack/react-query';
import { Camera, Compass, MessageCircle, Plus, ShoppingBag, Sparkles, Users, Wine } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { BackHeader } from '@/components/layout/back-header';
import { NotLoadedYet } from '@/components/load-state';
import { lazyNamed, OnDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useAuth } from '@/lib/auth';
import { goToLogin } from '@/lib/browser-navigation';
import { useReturnPath } from '@/lib/use-return-path';
import { type FeedView, feedQueryOptions } from '../api/experiences';
import { useDeepLink } from '../hooks/use-deep-link';
import { useNextPageSentinel } from '../hooks/use-next-page-sentinel';
import { ExperienceCard } from './experience-card';

const AddExperienceDialog = lazyNamed(() => import('./add-experience-dialog'), 'AddExperienceDialog');

// Spec social-and-discovery §2 "Experiences feed /experiences", §4 "Feed view", §9 (page size 12, the next
// page when the list sentinel is visible at 10% with a 100px margin, the deep-link highlight 3 seconds).

const SHORTCUTS = [
  { href: '/taste', label: 'Taste', Icon: MessageCircle },
  { href: '/compare', label: 'Compare', Icon: Camera },
  { href: '/shop', label: 'Shop', Icon: ShoppingBag },
  { href: '/browse', label: 'Explore', Icon: Compass },
  { href: '/recommend', label: 'Recommend', Icon: Sparkles },
];

export function ExperiencesScreen() {
  const { user } = useAuth();
  const [view, setView] = useState<FeedView>('home');
  const [adding, setAdding] = useState(false);
  const viewId = useId();
  return (
    <div className="min-h-dvh">
      <BackHeader>
        <h1 className="text-xl font-semibold sm:text-2xl">Experiences</h1>
        {user && <FindWineLoversButton />}
      </BackHeader>
      <main className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-5 sm:px-5">
        <nav aria-label="Shortcuts" className="flex flex-wrap gap-2">
          {SHORTCUTS.map(({ href, label, Icon }) => (
            <Button key={href} asChild variant="outline" size="sm">
              <Link href={href}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </Button>
          ))}
        </nav>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <label htmlFor={viewId} className="text-sm font-medium">
              View
            </label>
            <NativeSelect id={viewId} value={view} onChange={(event) => setView(event.target.value as FeedView)}>
              <option value="home">Home (my feed)</option>
              <option value="all">Discover (all)</option>
            </NativeSelect>
          </div>
          {user && (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add Experience
            </Button>
          )}
        </div>
        {user ? <Feed view={view} viewerId={user.id} onAdd={() => setAdding(true)} /> : <SignInPrompt />}
      </main>
      {user && (
        <OnDemand wanted={adding}>
          <AddExperienceDialog open={adding} onOpenChange={setAdding} />
        </OnDemand>
      )}
    </div>
  );
}

/** Spec: the feed's header offers Find Wine Lovers (the bell is in every signed-in header). */
function FindWineLoversButton() {
  return (
    <Button asChild variant="ghost" size="icon" className="ml-auto">
      <Link href="/find-wine-lovers" aria-label="Find wine lovers">
        <Users className="size-5" aria-hidden="true" />
      </Link>
    </Button>
  );
}

function SignInPrompt() {
  const here = useReturnPath();
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed px-6 py-14 text-center">
      <Wine className="size-8 text-primary" aria-hidden="true" />
      <p className="font-medium">Please log in to view your experiences</p>
      <Button onClick={() => goToLogin(here)}>Log In</Button>
    </div>
  );
}

function Feed({ view, viewerId, onAdd }: { view: FeedView; viewerId: string; onAdd: () => void }) {
  const feed = useInfiniteQuery(feedQueryOptions(view));
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const { pinned, highlightedId } = useDeepLink(items, feed.isSuccess);
  const sentinel = useNextPageSentinel(() => {
    if (feed.hasNextPage && !feed.isFetchingNextPage) void feed.fetchNextPage();
  });

  if (feed.data === undefined) {
    return (
      <NotLoadedYet query={feed} loading="Loading experiences..." failure={{ title: 'Unable to load experiences' }} />
    );
  }
  const shown = pinned ? [pinned, ...items.filter((item) => item.id !== pinned.id)] : items;
  return (
    <>
      {shown.length === 0 ? (
        <EmptyFeed view={view} onAdd={onAdd} />
      ) : (
        <ul aria-label={view === 'home' ? 'Your feed' : 'Discover'} className="flex flex-col gap-4">
          {shown.map((item) => (
            <li key={item.id}>
              <ExperienceCard item={item} viewerId={viewerId} highlighted={item.id === highlightedId} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {feed.isFetchingNextPage && (
        <p role="status" className="text-center text-sm text-muted-foreground">
          Loading more...
        </p>
      )}
    </>
  );
}

function EmptyFeed({ view, onAdd }: { view: FeedView; onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed px-6 py-14 text-center">
      <Wine className="size-8 text-primary" aria-hidden="true" />
      {view === 'home' ? (
        <>
          <p className="font-medium">Your feed is empty</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Share your first wine experience, or follow wine lovers to see theirs here.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={onAdd}>Add Experience</Button>
            <Button asChild variant="outline">
              <Link href="/find-wine-lovers">Find Wine Lovers</Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="font-medium">No experiences yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">Be the first to share a wine moment.</p>
        </>
      )}
    </div>
  );
}
