import type { UserProfile } from '@sorsi/proto';
import { lazy, useState } from 'react';
import { OnDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { usePersonAction } from '../api/people';

// Spec social-and-discovery §2 Profile (Follow/Unfollow, Block/Unblock with their confirmations), §4 "Follow
// and block are two-state toggles per viewed user; buttons disabled during a request", §8 toasts.

const BLOCK_CONFIRMATION =
  'Their content will be hidden from your feeds, their comments will not be visible to you, and they will not be able to see your activity.';
const UNBLOCK_CONFIRMATION =
  'Their content will reappear in your feeds, they will be able to comment on your posts, and you will see their activity normally.';

// The block confirmation loads when first asked for.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog'));

export function RelationshipButtons({ profile }: { profile: UserProfile }) {
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
