import {
  EXPERIENCE_IMAGE_MAX_BYTES,
  EXPERIENCE_TEXT_MAX,
  type ExperienceVisibility,
  INPUT_REQUIRED_MESSAGE,
} from '@sorsi/proto';
import { ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
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
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { PhotoProblemNotice } from '@/components/upload/photo-problem-notice';
import { UploadProgress } from '@/components/upload/upload-progress';
import { usePhotoUpload } from '@/components/upload/use-photo-upload';
import { toast } from '@/components/ui/use-toast';
import { DEFAULT_MODERATION_MESSAGE, isModerationResult } from '@/lib/api-request';
import { isCancelled } from '@/lib/fetch-with-upload-progress';
import { type PhotoProblem, type PhotoRules, preparePhoto } from '@/lib/prepare-photo';
import { refusedPhoto } from '@/lib/upload-failure';
import { useCreateExperience } from '../api/experiences';
import { detailsBody, NO_DETAILS, PostDetailsFields } from './post-details-fields';

// Spec social-and-discovery §2 "'Add Experience' opens a dialog (text 'What's the occasion?', visibility
// select, photo upload, Add Experience button; inputs disabled while adding)", §5, §8. The wines, the
// place and the feeling can be given at once too, so a post's detail row is not empty (issue 21 §11).

const VISIBILITY_LABELS: Record<ExperienceVisibility, string> = {
  public: 'Public: everyone can see it',
  private_to_followers: 'Followers only',
};

const PHOTO_RULES: PhotoRules = {
  maxBytes: EXPERIENCE_IMAGE_MAX_BYTES,
  notAnImage: { title: 'Invalid file type', text: 'Please upload an image file.' },
  tooLarge: () => ({ title: 'File too large', text: 'Please upload an image smaller than 10MB.' }),
};

export function AddExperienceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<ExperienceVisibility>('public');
  const [photo, setPhoto] = useState<string | null>(null);
  const [details, setDetails] = useState(NO_DETAILS);
  const [photoProblem, setPhotoProblem] = useState<PhotoProblem | null>(null);
  const upload = usePhotoUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const create = useCreateExperience();
  const ids = {
    text: useId(),
    visibility: useId(),
    photo: useId(),
  };
  const adding = create.isPending;

  const reset = () => {
    setText('');
    setVisibility('public');
    setPhoto(null);
    setDetails(NO_DETAILS);
    setPhotoProblem(null);
  };

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPhotoProblem(null);
    const choice = await preparePhoto(file, PHOTO_RULES);
    if (choice.problem) setPhotoProblem(choice.problem);
    else setPhoto(choice.photo.dataUrl);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() && !photo) {
      toast({ title: 'Input Required', description: INPUT_REQUIRED_MESSAGE, variant: 'destructive' });
      return;
    }
    const body = {
      text,
      image: photo,
      visibility,
      ...detailsBody(details),
    };
    let reply;
    try {
      reply = photo
        ? await upload.run((options) => create.mutateAsync({ body, options }))
        : await create.mutateAsync({ body });
    } catch (error) {
      const refused = refusedPhoto(error);
      if (refused) setPhotoProblem(refused);
      else if (!isCancelled(error)) {
        toast({
          title: 'Error',
          description: 'Failed to create wine experience. Please try again.',
          variant: 'destructive',
        });
      }
      return;
    }
    if (isModerationResult(reply)) {
      toast({
        title: 'Content Not Allowed',
        description: reply.message || DEFAULT_MODERATION_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    if (reply.moderationInfo?.needsReview) {
      toast({ title: 'Post Submitted for Review', description: reply.moderationInfo.message });
    }
    reset();
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !adding && onOpenChange(next)}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Add Experience</DialogTitle>
          <DialogDescription>Share a wine moment with your followers or everyone.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.text}>What's the occasion?</Label>
            <Textarea
              id={ids.text}
              placeholder="What's the occasion?"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={EXPERIENCE_TEXT_MAX}
              disabled={adding}
              rows={4}
            />
          </div>
          <PostDetailsFields details={details} onChange={setDetails} disabled={adding} />
          <div className="flex flex-col gap-2">
            <Label htmlFor={ids.visibility}>Who can see it</Label>
            <NativeSelect
              id={ids.visibility}
              value={visibility}
              onChange={(event) => setVisibility(event.target.value as ExperienceVisibility)}
              disabled={adding}
            >
              {Object.entries(VISIBILITY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-2">
            <input
              ref={fileInput}
              id={ids.photo}
              type="file"
              accept="image/*"
              aria-label="Choose a photo"
              className="sr-only"
              onChange={(event) => void choosePhoto(event)}
              disabled={adding}
            />
            {photo ? (
              <div className="relative">
                <img src={photo} alt="The photo to share" className="max-h-64 w-full rounded-2xl object-cover" />
                <Button
                  type="button"
                  variant="secondary"
                  size="icon"
                  className="absolute top-2 right-2 size-9"
                  aria-label="Remove the photo"
                  onClick={() => setPhoto(null)}
                  disabled={adding}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ) : (
              <Button type="button" variant="outline" onClick={() => fileInput.current?.click()} disabled={adding}>
                <ImagePlus aria-hidden="true" />
                Add a photo
              </Button>
            )}
          </div>
          {photoProblem && <PhotoProblemNotice problem={photoProblem} onDismiss={() => setPhotoProblem(null)} />}
          {upload.state && (
            <UploadProgress state={upload.state} readingText="Posting your experience" onCancel={upload.cancel} />
          )}
          <DialogFooter>
            <Button type="submit" disabled={adding}>
              {adding ? 'Adding...' : 'Add Experience'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
