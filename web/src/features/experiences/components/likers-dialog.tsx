import { displayNameOf } from '@sorsi/proto';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LoadState } from '@/components/load-state';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { PersonAvatar } from '@/components/person-avatar';
import { MorePages } from '@/components/more-pages';
import { profileHref } from '@/lib/profile-href';
import { likersQueryOptions } from '../api/experiences';

/** Everyone who liked a post (offered above 3 likes), each linking to their profile. */
export function LikersDialog({ experienceId, onClose }: { experienceId: string; onClose: () => void }) {
  const likers = useInfiniteQuery(likersQueryOptions(experienceId));
  const people = likers.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Likes</DialogTitle>
          <DialogDescription>Wine lovers who liked this experience.</DialogDescription>
        </DialogHeader>
        <LoadState query={likers} loading="Loading..." failure={{ title: 'Couldn’t load the likes' }}>
          {() => (
            <ul className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto">
              {people.map((liker) => (
                <li key={liker.userId}>
                  <Link
                    href={profileHref(liker.username)}
                    onClick={onClose}
                    className="flex items-center gap-3 rounded-2xl px-2 py-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <PersonAvatar person={liker} size={36} />
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate font-medium">{displayNameOf(liker)}</span>
                      <span className="truncate text-xs text-muted-foreground">@{liker.username}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </LoadState>
        <MorePages list={likers} label="Show more" />
      </DialogContent>
    </Dialog>
  );
}
