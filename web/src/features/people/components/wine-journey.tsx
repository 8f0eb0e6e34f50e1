import type { UserProfile } from '@sorsi/proto';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadState } from '@/components/load-state';
import { MorePages } from '@/components/more-pages';
import { journeyQueryOptions } from '../api/people';
import { JourneyCard } from './journey-card';

/** The profile's 'Wine Journey': tastings and experiences, newest first, a page at a time. */
export function WineJourney({ profile }: { profile: UserProfile }) {
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
      <MorePages list={journey} label="Show more" />
    </section>
  );
}
