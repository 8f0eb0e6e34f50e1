import { DEEP_LINK_HIGHLIGHT_MS, type FeedItem } from '@sorsi/proto';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Camera, Compass, MessageCircle, Plus, ShoppingBag, Sparkles, Users, Wine } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BackHeader } from '@/components/layout/back-header';
import { NotLoadedYet } from '@/components/load-state';
import { lazyNamed, OnDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { goToLogin } from '@/lib/browser-navigation';
import { useReturnPath } from '@/lib/use-return-path';
import { experienceQueryOptions, type FeedView, feedQueryOptions } from '../api/experiences';
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

/** Calls `onVisible` whenever the list's end comes within 100px of the screen (10% of it visible). */
function useNextPageSentinel(onVisible: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && callback.current(),
      {
        threshold: 0.1,
        rootMargin: '100px',
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  });
  return ref;
}

/**
 * `?experienceId=`: the post is shown (first, when it is not on a loaded page), scrolled to and highlighted
 * for 3 seconds, then the parameter leaves the address. A post shown first stays there after that (issue 21
 * §1): taking it away would make the list jump under the reader.
 */
function useDeepLink(
  items: readonly FeedItem[],
  feedLoaded: boolean,
): { pinned: FeedItem | null; highlightedId: string | null } {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const targetId = new URLSearchParams(search).get('experienceId');
  const loaded = targetId ? items.find((item) => item.id === targetId) : undefined;
  // Asked for on its own only once the feed has loaded without it; kept (and kept fresh) from then on.
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  if (targetId && feedLoaded && !loaded && targetId !== pinnedId) setPinnedId(targetId);
  const single = useQuery({ ...experienceQueryOptions(pinnedId ?? ''), enabled: pinnedId !== null });
  const pinned = single.data ?? null;
  const found = loaded !== undefined || (pinned !== null && pinned.id === targetId);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  // The latest location and navigate, read when the timer fires: re-renders must not restart it.
  const dropParameter = useRef(() => {});
  dropParameter.current = () => navigate(location, { replace: true });

  useEffect(() => {
    if (!targetId || !found) return;
    document.getElementById(`experience-${targetId}`)?.scrollIntoView({ block: 'center' });
    setHighlightedId(targetId);
    const timer = setTimeout(() => {
      setHighlightedId(null);
      dropParameter.current();
    }, DEEP_LINK_HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      setHighlightedId(null);
    };
  }, [targetId, found]);

  useEffect(() => {
    if (!targetId || targetId !== pinnedId || !single.isError) return;
    toast({ title: 'Experience not found', description: 'It may have been deleted or is not visible to you.' });
    dropParameter.current();
  }, [targetId, pinnedId, single.isError]);

  return { pinned, highlightedId };
}
