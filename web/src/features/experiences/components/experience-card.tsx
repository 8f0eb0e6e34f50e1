import { DELETE_EXPERIENCE_CONFIRMATION, displayNameOf, type FeedItem } from '@sorsi/proto';
import { monthDayTime } from '@/lib/date-format';
import { Heart, ImageOff, Lock, MapPin, Smile, Wine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { InReview } from '@/components/in-review';
import { lazyNamed, OnDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ReportDialogOnDemand } from '@/components/report/report-entry';
import { cn } from '@/lib/cn';
import { PersonAvatar } from '@/components/person-avatar';
import { profileHref } from '@/lib/profile-href';
import { useDeleteExperience, useToggleLike } from '../api/experiences';
import { likersLine, showsLikersLink } from '../utils/likers-line';
import { CommentsSection } from './comments-section';
import { Options } from './deferred-options';

// Spec social-and-discovery §2 "Each post shows caption, wines, location, feeling, image, tags, likes line,
// comments. Image failure shows 'Image unavailable'." §6 the author edits and deletes, others report; §8 toasts.

// Dialogs load when first opened, not with the feed.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog'));
const EditExperienceDialog = lazyNamed(() => import('./edit-experience-dialog'), 'EditExperienceDialog');
const LikersDialog = lazyNamed(() => import('./likers-dialog'), 'LikersDialog');

export function ExperienceCard({
  item,
  viewerId,
  highlighted = false,
}: {
  item: FeedItem;
  viewerId: string;
  highlighted?: boolean;
}) {
  const isAuthor = item.userId === viewerId;
  const [imageFailed, setImageFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [showingLikers, setShowingLikers] = useState(false);
  const [reporting, setReporting] = useState(false);
  const toggleLike = useToggleLike();
  const deletePost = useDeleteExperience();
  const author = displayNameOf(item.user);
  const line = likersLine(item.engagement);

  const like = () =>
    toggleLike.mutate(item, {
      onError: () => toast({ title: 'Failed to update like', variant: 'destructive' }),
    });
  const remove = () =>
    deletePost.mutate(item.id, {
      onSuccess: () => setConfirmingDelete(false),
      onError: () => toast({ title: 'Failed to delete experience', variant: 'destructive' }),
    });

  return (
    <article
      id={`experience-${item.id}`}
      aria-label={`Experience by ${author}`}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex scroll-mt-24 flex-col gap-4 rounded-3xl border bg-card p-4 shadow-[0_1px_2px_rgb(42_27_31/0.05)] transition-shadow duration-500 sm:p-5',
        highlighted && 'ring-4 ring-primary/40',
      )}
    >
      <header className="flex items-start gap-3">
        <Link
          href={profileHref(item.user.username)}
          className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <PersonAvatar person={item.user} size={44} />
          <span className="sr-only">{author}’s profile</span>
        </Link>
        <div className="flex min-w-0 flex-1 flex-col">
          <Link href={profileHref(item.user.username)} className="truncate font-semibold hover:underline">
            {author}
          </Link>
          <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <span>@{item.user.username}</span>
            <time dateTime={item.createdAt}>{monthDayTime(new Date(item.createdAt))}</time>
            {item.visibility === 'private_to_followers' && (
              <span className="inline-flex items-center gap-1">
                <Lock className="size-3" aria-hidden="true" />
                Followers only
              </span>
            )}
          </span>
        </div>
        {item.moderationState === 'held' && <InReview />}
        <Options
          label="Experience options"
          actions={
            isAuthor
              ? { onEdit: () => setEditing(true), onDelete: () => setConfirmingDelete(true) }
              : { report: 'experience', onReport: () => setReporting(true) }
          }
        />
      </header>

      {item.summary && <p className="text-[15px] leading-relaxed whitespace-pre-wrap">{item.summary}</p>}
      <ExperienceDetails item={item} />
      {item.imageUrl &&
        (imageFailed ? (
          <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-2xl bg-muted text-sm text-muted-foreground">
            <ImageOff className="size-6" aria-hidden="true" />
            Image unavailable
          </div>
        ) : (
          <img
            src={item.imageUrl}
            alt={item.summary ? `Photo: ${item.summary.slice(0, 80)}` : `Photo shared by ${author}`}
            loading="lazy"
            onError={() => setImageFailed(true)}
            className="max-h-[32rem] w-full rounded-2xl bg-muted object-cover"
          />
        ))}
      {item.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {item.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
              #{tag}
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap items-center gap-3 border-t pt-3">
        <Button variant="ghost" size="sm" aria-pressed={item.engagement.isLiked} onClick={like} className="-ml-2 px-3">
          <Heart className={cn(item.engagement.isLiked && 'fill-primary text-primary')} aria-hidden="true" />
          {item.engagement.isLiked ? 'Liked' : 'Like'}
        </Button>
        {line && <span className="text-sm text-muted-foreground">{line}</span>}
        {showsLikersLink(item.engagement.likeCount) && (
          <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setShowingLikers(true)}>
            See all likes
          </Button>
        )}
      </div>
      <CommentsSection item={item} viewerId={viewerId} />

      <Suspense fallback={null}>
        {editing && <EditExperienceDialog item={item} onClose={() => setEditing(false)} />}
        {showingLikers && <LikersDialog experienceId={item.id} onClose={() => setShowingLikers(false)} />}
      </Suspense>
      {!isAuthor && (
        <ReportDialogOnDemand
          target={{ type: 'experience', id: item.id }}
          open={reporting}
          onOpenChange={setReporting}
        />
      )}
      <OnDemand wanted={confirmingDelete}>
        <ConfirmDialog
          title="Delete this experience?"
          description={DELETE_EXPERIENCE_CONFIRMATION}
          open={confirmingDelete}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={deletePost.isPending}
          onClose={() => setConfirmingDelete(false)}
          onConfirm={remove}
        />
      </OnDemand>
    </article>
  );
}

function ExperienceDetails({ item }: { item: FeedItem }) {
  const details = [
    { label: 'Wines', value: item.wines.join(', '), Icon: Wine },
    { label: 'Location', value: item.location, Icon: MapPin },
    { label: 'Feeling', value: item.feeling, Icon: Smile },
  ].filter((detail) => detail.value);
  if (details.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm">
      {details.map(({ label, value, Icon }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt>
            <Icon className="size-4 text-primary" aria-hidden="true" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
