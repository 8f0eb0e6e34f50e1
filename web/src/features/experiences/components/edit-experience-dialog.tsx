import { EXPERIENCE_LOCATION_MAX, EXPERIENCE_TEXT_MAX, type FeedItem } from '@sorsi/proto';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUpdateExperience } from '../api/experiences';
import { winesFromText } from '../utils/wine-list-text';

/** Spec §6: the author edits caption, wines and location. Wines are typed comma-separated. */
export function EditExperienceDialog({ item, onClose }: { item: FeedItem; onClose: () => void }) {
  const [summary, setSummary] = useState(item.summary);
  const [wines, setWines] = useState(item.wines.join(', '));
  const [location, setLocation] = useState(item.location ?? '');
  const update = useUpdateExperience();
  const ids = { summary: useId(), wines: useId(), location: useId() };

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: item.id,
        changes: { summary, wines: winesFromText(wines), location: location.trim() || null },
      },
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
          <DialogDescription>Change the caption, the wines or where it was.</DialogDescription>
        </DialogHeader>
        <form onSubmit={save} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.summary}>Caption</Label>
            <Textarea
              id={ids.summary}
              value={summary}
              onChange={(event) => setSummary(event.target.value)}
              maxLength={EXPERIENCE_TEXT_MAX}
              disabled={update.isPending}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.wines}>Wines (separated by commas)</Label>
            <Input
              id={ids.wines}
              value={wines}
              onChange={(event) => setWines(event.target.value)}
              disabled={update.isPending}
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.location}>Location</Label>
            <Input
              id={ids.location}
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              maxLength={EXPERIENCE_LOCATION_MAX}
              disabled={update.isPending}
            />
          </div>
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
