import type { UserListItem } from '@sorsi/proto';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BackHeader } from '@/components/layout/back-header';
import { LoadState } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { userSearchQueryOptions } from '@/lib/user-search';
import { usePersonAction } from '../api/people';
import { PersonRow } from './person-row';

// Spec social-and-discovery §2 "Find Wine Lovers /find-wine-lovers", §5 (the search runs only for a
// non-empty query), §8 follow toasts. The search reply carries each person's follow state.

const SEARCH_DEBOUNCE_MS = 300;

export function FindWineLoversScreen() {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery(userSearchQueryOptions(q));
  const { user } = useAuth();
  return (
    <div className="min-h-dvh">
      <BackHeader>
        <h1 className="text-xl font-semibold sm:text-2xl">Find Wine Lovers</h1>
      </BackHeader>
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6 sm:px-5">
        <SearchInput
          aria-label="Search wine lovers"
          placeholder="Search by name or @username..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus
        />
        {q === '' ? (
          <p className="py-10 text-center text-muted-foreground">Start typing to search for wine lovers</p>
        ) : (
          <LoadState query={results} loading="Searching..." failure={{ title: 'Couldn’t search for wine lovers' }}>
            {(people) =>
              people.length === 0 ? (
                <p className="py-10 text-center text-muted-foreground">No wine lovers found matching "{q}"</p>
              ) : (
                <ul aria-label="Wine lovers" className="flex flex-col gap-3">
                  {people.map((person) => (
                    <li key={person.id}>
                      <PersonRow
                        person={person}
                        nameFallback="Wine Lover"
                        from="search"
                        action={user && person.id !== user.id ? <FollowButton person={person} /> : null}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </LoadState>
        )}
      </main>
    </div>
  );
}

function FollowButton({ person }: { person: UserListItem }) {
  const action = usePersonAction();
  const kind = person.isFollowing ? 'unfollow' : 'follow';
  const toggle = () =>
    action.mutate(
      { action: kind, username: person.username },
      {
        onSuccess: () =>
          toast({ title: 'Success', description: kind === 'follow' ? 'Now following user' : 'Unfollowed user' }),
        onError: () => toast({ title: 'Error', description: `Failed to ${kind} user`, variant: 'destructive' }),
      },
    );
  return (
    <Button
      size="sm"
      variant={person.isFollowing ? 'outline' : 'default'}
      onClick={toggle}
      disabled={action.isPending}
      aria-label={`${person.isFollowing ? 'Unfollow' : 'Follow'} @${person.username}`}
    >
      {person.isFollowing ? 'Following' : 'Follow'}
    </Button>
  );
}
