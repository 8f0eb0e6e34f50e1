import { type Comment, COMMENT_MAX, displayNameOf, type FeedItem, Routes } from '@sorsi/proto';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, useState } from 'react';
import { Link } from 'wouter';
import { InReview } from '@/components/in-review';
import { OnDemand } from '@/components/on-demand';
import { ReportDialogOnDemand } from '@/components/report/report-entry';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { callApi } from '@/lib/api-client';
import { DEFAULT_MODERATION_MESSAGE, isModerationResult } from '@/lib/api-request';
import { profileHref } from '@/lib/profile-href';
import { useAddComment, useDeleteComment, useUpdateComment } from '../api/experiences';
import { Options } from './deferred-options';

// Spec social-and-discovery §4 "Comment: view, edit (own only), saved or cancelled, deleted", §5 "Comment:
// non-empty after trimming", §6 "Others can report a comment", §8 toasts and moderation messages.

export function CommentsSection({ item, viewerId }: { item: FeedItem; viewerId: string }) {
  const [showAll, setShowAll] = useState(false);
  const all = useQuery({
    queryKey: ['experiences', 'engagement', item.id],
    queryFn: ({ signal }) => callApi(Routes.experiences.engagement, { params: { id: item.id } }, { signal }),
    enabled: showAll,
  });
  const comments = showAll && all.data ? all.data.comments : item.engagement.comments;
  const hidden = item.engagement.commentCount - item.engagement.comments.length;
  return (
    <section aria-label="Comments" className="flex flex-col gap-3">
      {!showAll && hidden > 0 && (
        <Button variant="link" size="sm" className="h-auto self-start px-0" onClick={() => setShowAll(true)}>
          View all {item.engagement.commentCount} comments
        </Button>
      )}
      {comments.length > 0 && (
        <ul className="flex flex-col gap-2.5">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentRow comment={comment} isOwn={comment.userId === viewerId} />
            </li>
          ))}
        </ul>
      )}
      <AddComment experienceId={item.id} />
    </section>
  );
}

// The delete confirmation loads when first asked for.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog'));

function CommentRow({ comment, isOwn }: { comment: Comment; isOwn: boolean }) {
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [text, setText] = useState(comment.content);
  const update = useUpdateComment();
  const remove = useDeleteComment();
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    update.mutate(
      { commentId: comment.id, content: text },
      {
        onSuccess: () => setEditing(false),
        onError: () => toast({ title: 'Failed to update comment', variant: 'destructive' }),
      },
    );
  };
  const name = displayNameOf(comment.user);

  if (editing) {
    return (
      <form onSubmit={save} className="flex flex-col gap-2">
        <Textarea
          aria-label="Edit your comment"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={COMMENT_MAX}
          rows={2}
          disabled={update.isPending}
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={() => (setEditing(false), setText(comment.content))}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={!text.trim() || update.isPending}>
            Save
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex items-start gap-2 text-sm">
      <p className="min-w-0 flex-1 rounded-2xl bg-muted px-3 py-2">
        <Link href={profileHref(comment.user.username)} className="mr-1.5 font-semibold hover:underline">
          {name}
        </Link>
        <span className="whitespace-pre-wrap">{comment.content}</span>
        {comment.moderationState === 'held' && <InReview className="ml-2" />}
      </p>
      <Options
        label={`Options for ${name}’s comment`}
        className="size-8"
        actions={
          isOwn
            ? {
                onEdit: () => setEditing(true),
                onDelete: () => setConfirmingDelete(true),
              }
            : { report: 'comment', onReport: () => setReporting(true) }
        }
      />
      {isOwn && (
        <OnDemand wanted={confirmingDelete}>
          <ConfirmDialog
            title="Delete this comment?"
            description="Your comment will be deleted for good. This cannot be undone."
            confirmLabel="Delete"
            pendingLabel="Deleting..."
            open={confirmingDelete}
            pending={remove.isPending}
            onClose={() => setConfirmingDelete(false)}
            onConfirm={() =>
              remove.mutate(comment.id, {
                onSuccess: () => setConfirmingDelete(false),
                onError: () => toast({ title: 'Failed to delete comment', variant: 'destructive' }),
              })
            }
          />
        </OnDemand>
      )}
      {!isOwn && (
        <ReportDialogOnDemand
          target={{ type: 'comment', id: comment.id }}
          open={reporting}
          onOpenChange={setReporting}
        />
      )}
    </div>
  );
}

function AddComment({ experienceId }: { experienceId: string }) {
  const [text, setText] = useState('');
  const add = useAddComment();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(
      { id: experienceId, content: text },
      {
        onSuccess: (reply) => {
          if (isModerationResult(reply)) {
            toast({
              title: 'Comment Not Allowed',
              description: reply.message || DEFAULT_MODERATION_MESSAGE,
              variant: 'destructive',
            });
            return;
          }
          setText('');
          if (reply.moderationInfo?.needsReview) {
            toast({ title: 'Comment Submitted', description: reply.moderationInfo.message });
          }
        },
        onError: () => toast({ title: 'Failed to add comment', variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <Input
        aria-label="Add a comment"
        placeholder="Add a comment..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={COMMENT_MAX}
        disabled={add.isPending}
        className="h-10"
      />
      <Button type="submit" size="sm" disabled={!text.trim() || add.isPending}>
        Post
      </Button>
    </form>
  );
}
