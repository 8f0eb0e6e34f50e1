import { EXPERIENCE_FEELING_MAX, EXPERIENCE_LOCATION_MAX, type FeedItem } from '@sorsi/proto';
import { type ChangeEvent, useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { winesFromText } from '../utils/wine-list-text';

/** A post's wines (typed comma-separated), place and feeling, as the fields hold them. */
export type PostDetails = { wines: string; location: string; feeling: string };

export const NO_DETAILS: PostDetails = { wines: '', location: '', feeling: '' };

export const detailsOf = (item: FeedItem): PostDetails => ({
  wines: item.wines.join(', '),
  location: item.location ?? '',
  feeling: item.feeling ?? '',
});

/** What the API takes: a blank place or feeling clears it. */
export const detailsBody = (details: PostDetails) => ({
  wines: winesFromText(details.wines),
  location: details.location.trim() || null,
  feeling: details.feeling.trim() || null,
});

/** The same wines, place and feeling fields when posting and when editing (issue 21 §3, §11). */
export function PostDetailsFields({
  details,
  onChange,
  disabled,
}: {
  details: PostDetails;
  onChange: (details: PostDetails) => void;
  disabled: boolean;
}) {
  const ids = { wines: useId(), location: useId(), feeling: useId() };
  const field = (name: keyof PostDetails) => ({
    id: ids[name],
    value: details[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...details, [name]: event.target.value }),
    disabled,
  });
  return (
    <>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.wines}>Wines (separated by commas)</Label>
        <Input placeholder="Etna Rosso 2019, …" {...field('wines')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.location}>Where</Label>
          <Input placeholder="A place or a city" maxLength={EXPERIENCE_LOCATION_MAX} {...field('location')} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.feeling}>Feeling</Label>
          <Input placeholder="Happy, curious…" maxLength={EXPERIENCE_FEELING_MAX} {...field('feeling')} />
        </div>
      </div>
    </>
  );
}
