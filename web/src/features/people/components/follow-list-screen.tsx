import { useInfiniteQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { BackHeader } from '@/components/layout/back-header';
import { LoadState } from '@/components/load-state';
import { MorePages } from '@/components/more-pages';
import { type FollowListSide, followListQueryOptions } from '../api/people';
import { PersonRow } from './person-row';

// Spec social-and-discovery §2 "Followers and Following".

const TEXTS = {
  followers: { title: 'Followers', empty: 'No followers yet.', failed: 'Couldn’t load the followers' },
  following: { title: 'Following', empty: 'Not following anyone yet.', failed: 'Couldn’t load who they follow' },
};

export function FollowListScreen({ username, side }: { username: string; side: FollowListSide }) {
  const list = useInfiniteQuery(followListQueryOptions(username, side));
  const people = list.data?.pages.flatMap((page) => page.items) ?? [];
  const { title, empty, failed } = TEXTS[side];
  return (
    <div className="min-h-dvh">
      <BackHeader backTo={`/profile/${encodeURIComponent(username)}`} backLabel="Back to the profile">
        <h1 className="truncate text-xl font-semibold sm:text-2xl">
          {title} <span className="text-base font-normal text-muted-foreground">@{username}</span>
        </h1>
      </BackHeader>
      <main className="mx-auto flex max-w-2xl flex-col gap-3 px-4 py-6 sm:px-5">
        <LoadState
          query={list}
          loading={
            <div role="status" className="flex justify-center py-10">
              <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">Loading</span>
            </div>
          }
          failure={{ title: failed }}
        >
          {() =>
            people.length === 0 ? (
              <p className="py-10 text-center text-muted-foreground">{empty}</p>
            ) : (
              <ul aria-label={title} className="flex flex-col gap-3">
                {people.map((person) => (
                  <li key={person.id}>
                    <PersonRow person={person} nameFallback="Unknown User" />
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
        <MorePages list={list} label="Show more" />
      </main>
    </div>
  );
}
