import { EXPERIENCE_TEXT_MAX, type FeedItem } from '@sorsi/proto';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUpdateExperience } from '../api/experiences';
import { detailsBody, detailsOf, PostDetailsFields } from './post-details-fields';

/** Spec §6: the author edits caption, wines and location; the feeling chosen when posting too (issue 21 §3). */
export function EditExperienceDialog({ item, onClose }: { item: FeedItem; onClose: () => void }) {
  const [summary, setSummary] = useState(item.summary);
  const [details, setDetails] = useState(() => detailsOf(item));
  const update = useUpdateExperience();
  const summaryId = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: item.id, changes: { summary, ...detailsBody(details) } },
      {
        onSuccess: onClose,
        onError: () => toast({ title: 'Failed to update experience', variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit experience</DialogTitle>
          <DialogDescription>Change the caption, the wines, where it was or how it felt.</DialogDescription>
        </DialogHeader>
        <form onSubmit={save} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={summaryId}>Caption</Label>
            <Textarea
              id={summaryId}
              value={summary}
              onChange={(event) => setSummary(event.target.value)}
              maxLength={EXPERIENCE_TEXT_MAX}
              disabled={update.isPending}
            />
          </div>
          <PostDetailsFields details={details} onChange={setDetails} disabled={update.isPending} />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
