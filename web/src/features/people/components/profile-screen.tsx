import type { JourneyItem, UserProfile } from '@sorsi/proto';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { calendarDay } from '@/lib/date-format';
import { GlassWater, Settings, Wine } from 'lucide-react';
import { lazy, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { BackHeader } from '@/components/layout/back-header';
import { LoadState } from '@/components/load-state';
import { ReportButton } from '@/components/report/report-entry';
import { TastingNoteSummary } from '@/components/tasting-note/tasting-note-summary';
import { InReview } from '@/components/in-review';
import { OnDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorStatus } from '@/lib/api-request';
import { useAuth } from '@/lib/auth';
import { journeyQueryOptions, profileQueryOptions, usePersonAction } from '../api/people';
import { PersonAvatar } from '@/components/person-avatar';

// Spec social-and-discovery §2 "Profile /profile/{username}", §4 "Follow and block are two-state toggles
// per viewed user; buttons disabled during a request", §8 toasts.

export const BLOCK_CONFIRMATION =
  'Their content will be hidden from your feeds, their comments will not be visible to you, and they will not be able to see your activity.';
export const UNBLOCK_CONFIRMATION =
  'Their content will reappear in your feeds, they will be able to comment on your posts, and you will see their activity normally.';

export function ProfileScreen({ username }: { username: string }) {
  const fromSearch = new URLSearchParams(useSearch()).get('from') === 'search';
  const profile = useQuery(profileQueryOptions(username));
  const { user } = useAuth();
  const isSelf = user?.username.toLowerCase() === username.toLowerCase();
  const backTo = fromSearch ? '/find-wine-lovers' : '/';
  return (
    <div className="min-h-dvh">
      <BackHeader backTo={backTo} backLabel={fromSearch ? 'Back to Find Wine Lovers' : 'Back to home'}>
        <h1 className="text-xl font-semibold sm:text-2xl">Profile</h1>
        {isSelf && (
          <Button asChild variant="ghost" size="icon" className="ml-auto">
            <Link href="/profile" aria-label="Settings">
              <Settings className="size-5" aria-hidden="true" />
            </Link>
          </Button>
        )}
      </BackHeader>
      <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-6 sm:px-5">
        {errorStatus(profile.error) === 404 ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="text-lg font-medium">Profile not found</p>
            {/* A place of the app, not the browser's history: a direct visit has nothing in it to go back to. */}
            <Button asChild variant="outline">
              <Link href={backTo}>Go Back</Link>
            </Button>
          </div>
        ) : (
          <LoadState query={profile} loading="Loading profile..." failure={{ title: 'Couldn’t load this profile' }}>
            {(loaded) => (
              <>
                <ProfileHeader profile={loaded} signedIn={Boolean(user)} />
                {loaded.isBlocked ? <BlockedNotice profile={loaded} /> : <WineJourney profile={loaded} />}
              </>
            )}
          </LoadState>
        )}
      </main>
    </div>
  );
}

function ProfileHeader({ profile, signedIn }: { profile: UserProfile; signedIn: boolean }) {
  const person = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    username: profile.username,
    profileImageUrl: profile.avatarUrl,
  };
  const counts = [
    { label: 'Following', value: profile.followingCount, href: `/profile/${profile.username}/following` },
    { label: 'Followers', value: profile.followersCount, href: `/profile/${profile.username}/followers` },
    { label: 'Tastings', value: profile.tastingsCount },
    { label: 'Experiences', value: profile.experiencesCount },
  ];
  return (
    <section aria-label="About" className="flex flex-col items-center gap-4 rounded-3xl border bg-card p-6 text-center">
      <PersonAvatar person={person} size={96} />
      <div className="flex flex-col gap-1">
        <p className="font-serif text-2xl font-semibold">{profile.displayName}</p>
        {/* A person without a name is shown by their username already. */}
        {profile.displayName !== profile.username && (
          <p className="text-sm text-muted-foreground">@{profile.username}</p>
        )}
        {profile.bio && <p className="mt-2 max-w-md text-[15px]">{profile.bio}</p>}
      </div>
      {/* Someone one has blocked: their activity is hidden, so counts of it would only contradict that. */}
      {!profile.isBlocked && <Counts counts={counts} />}
      {signedIn && !profile.isSelf && <RelationshipButtons profile={profile} />}
    </section>
  );
}

function Counts({ counts }: { counts: { label: string; value: number; href?: string }[] }) {
  return (
    <ul aria-label="Counts" className="grid w-full grid-cols-4 gap-2">
      {counts.map(({ label, value, href }) => {
        const content = (
          <>
            <span className="text-lg font-semibold">{value}</span>
            <span className="text-xs text-muted-foreground">{label}</span>
          </>
        );
        return (
          <li key={label}>
            {href ? (
              <Link
                href={href}
                className="flex flex-col rounded-2xl py-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              >
                {content}
              </Link>
            ) : (
              <span className="flex flex-col py-2">{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** In place of the journey of someone one has blocked: what blocking does, and the way back (Unblock above). */
function BlockedNotice({ profile }: { profile: UserProfile }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed px-6 py-10 text-center">
      <p className="font-medium">You blocked @{profile.username}</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Their wine activity is hidden from you and they cannot see yours. Unblock them to see it again.
      </p>
    </div>
  );
}

// The block confirmation loads when first asked for.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog'));

function RelationshipButtons({ profile }: { profile: UserProfile }) {
  const action = usePersonAction();
  const [confirming, setConfirming] = useState<'block' | 'unblock' | null>(null);
  const run = (kind: 'follow' | 'unfollow' | 'block' | 'unblock') =>
    action.mutate(
      { action: kind, username: profile.username },
      {
        onSuccess: () => {
          setConfirming(null);
          if (kind === 'follow') toast({ title: 'Success', description: 'Now following user' });
          if (kind === 'unfollow') toast({ title: 'Success', description: 'Unfollowed user' });
        },
        onError: () => toast({ title: 'Error', description: `Failed to ${kind} user`, variant: 'destructive' }),
      },
    );
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {!profile.isBlocked &&
        (profile.isFollowing ? (
          <Button variant="outline" onClick={() => run('unfollow')} disabled={action.isPending}>
            Unfollow
          </Button>
        ) : (
          <Button onClick={() => run('follow')} disabled={action.isPending}>
            Follow
          </Button>
        ))}
      <Button
        variant={profile.isBlocked ? 'outline' : 'ghost'}
        onClick={() => setConfirming(profile.isBlocked ? 'unblock' : 'block')}
        disabled={action.isPending}
      >
        {profile.isBlocked ? 'Unblock' : 'Block'}
      </Button>
      <OnDemand wanted={confirming !== null}>
        <ConfirmDialog
          title={confirming === 'block' ? `Block @${profile.username}?` : `Unblock @${profile.username}?`}
          description={confirming === 'block' ? BLOCK_CONFIRMATION : UNBLOCK_CONFIRMATION}
          confirmLabel={confirming === 'block' ? 'Block' : 'Unblock'}
          destructive={confirming === 'block'}
          open={confirming !== null}
          pending={action.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => confirming && run(confirming)}
        />
      </OnDemand>
    </div>
  );
}

function WineJourney({ profile }: { profile: UserProfile }) {
  const journey = useInfiniteQuery(journeyQueryOptions(profile.username));
  const items = journey.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="wine-journey" className="flex flex-col gap-3">
      <h2 id="wine-journey" className="font-serif text-xl font-semibold">
        Wine Journey
      </h2>
      <LoadState query={journey} loading="Loading..." failure={{ title: 'Couldn’t load the wine journey' }}>
        {() =>
          items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-3xl border border-dashed px-6 py-10 text-center">
              <p className="font-medium">No wine activity yet</p>
              <p className="text-sm text-muted-foreground">
                {profile.isSelf
                  ? 'Start your wine journey by adding tastings or experiences!'
                  : `${profile.displayName} hasn't shared any wine experiences yet.`}
              </p>
            </div>
          ) : (
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={`${item.type}-${item.id}`}>
                  <JourneyCard item={item} canReport={!profile.isSelf} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
      {journey.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void journey.fetchNextPage()}
          disabled={journey.isFetchingNextPage}
        >
          {journey.isFetchingNextPage ? 'Loading...' : 'Show more'}
        </Button>
      )}
    </section>
  );
}

/**
 * One item of the journey: a tasting (the wine and its notes; someone else's can be reported here, §6) or
 * an experience (links to it in the feed, where its menu offers Report).
 */
function JourneyCard({ item, canReport }: { item: JourneyItem; canReport: boolean }) {
  const when = calendarDay(new Date(item.createdAt));
  if (item.type === 'tasting') {
    const { tasting } = item;
    const wine = [tasting.producer, tasting.wineName, tasting.year].filter(Boolean).join(' · ');
    return (
      <article className="flex gap-3 rounded-3xl border bg-card p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <GlassWater className="size-5" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="text-xs text-muted-foreground">
            Tasting · <time dateTime={item.createdAt}>{when}</time>
          </p>
          <p className="font-semibold">{tasting.title}</p>
          {wine && <p className="text-sm text-muted-foreground">{wine}</p>}
          {tasting.summary && <p className="line-clamp-3 text-sm">{tasting.summary}</p>}
          <TastingNoteSummary note={tasting.note} className="pt-1" />
        </div>
        {canReport && <ReportButton target={{ type: 'tasting', id: tasting.id }} className="-mt-1 -mr-2 ml-auto" />}
      </article>
    );
  }
  const { experience } = item;
  return (
    <Link
      href={`/experiences?experienceId=${experience.id}`}
      className="flex gap-3 rounded-3xl border bg-card p-4 outline-none hover:border-primary/40 focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Wine className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span>
            Experience · <time dateTime={item.createdAt}>{when}</time>
          </span>
          {experience.moderationState === 'held' && <InReview />}
        </span>
        <span className="line-clamp-3">{experience.summary || 'A photo'}</span>
        {experience.wines.length > 0 && (
          <span className="text-sm text-muted-foreground">{experience.wines.join(', ')}</span>
        )}
      </span>
    </Link>
  );
}
