import { CHAT_MESSAGE_MAX } from '@sorsi/proto';
import { Camera, SendHorizontal, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { PhotoProblemNotice } from '@/components/upload/photo-problem-notice';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { BRAND_NAME } from '@/lib/brand';
import { cn } from '@/lib/cn';
import { type PhotoProblem, preparePhoto } from '@/lib/prepare-photo';
import { TASTE_PHOTO_RULES } from '../utils/image-file';

/**
 * Spec §2 "Chat panel" and §5 "Image upload", "Sending": the photo upload with its errors (inline, issue 21
 * §14: the refusals of the server too), the photo scaled to what the server keeps, the preview of
 * the attached photo, the text input (its placeholder names the assistant) and the send button. Enter
 * sends. Sending needs text or a photo; it clears the text, the photo and the file input.
 */
export function ChatComposer({
  disabled,
  onSend,
  actions,
  photoProblem,
  onPhotoProblem,
}: {
  /** While a reply loads (or a tasting opens): the input and the upload are disabled. */
  disabled: boolean;
  onSend: (text: string, image: string | null) => void;
  /** Buttons shown beside the upload (Save Tasting). */
  actions?: ReactNode;
  photoProblem: PhotoProblem | null;
  onPhotoProblem: (problem: PhotoProblem | null) => void;
}) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const canSend = !disabled && (text.trim() !== '' || image !== null);

  const clearFileInput = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    onPhotoProblem(null);
    const choice = await preparePhoto(file, TASTE_PHOTO_RULES);
    if (choice.problem) {
      onPhotoProblem(choice.problem);
      clearFileInput();
    } else setImage(choice.photo.dataUrl);
  }

  function removePhoto() {
    setImage(null);
    clearFileInput();
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    onSend(text, image);
    setText('');
    removePhoto();
  }

  return (
    <div className="shrink-0 border-t bg-background/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5">
      <div className="mx-auto flex max-w-3xl flex-col gap-3">
        {photoProblem && <PhotoProblemNotice problem={photoProblem} onDismiss={() => onPhotoProblem(null)} />}
        {image && (
          <div className="flex items-start gap-2">
            <img
              src={image}
              alt="Attached wine photo"
              className="h-24 w-auto max-w-40 rounded-2xl border object-cover shadow-sm"
            />
            <Button variant="outline" size="icon" className="size-9" aria-label="Remove photo" onClick={removePhoto}>
              <X aria-hidden="true" />
            </Button>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          {/* The file input itself is the control (named by its label), so it works with any assistive tech. */}
          <input
            ref={fileInput}
            id={uploadId}
            type="file"
            accept="image/*"
            className="peer sr-only"
            disabled={disabled}
            onChange={(event) => void attach(event)}
          />
          <label
            htmlFor={uploadId}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background peer-disabled:pointer-events-none peer-disabled:opacity-50',
            )}
          >
            <Camera aria-hidden="true" />
            Upload Wine Label
          </label>
          {actions}
        </div>
        <form onSubmit={send} className="flex items-center gap-2">
          <Input
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={`Ask ${BRAND_NAME} about your wine...`}
            aria-label={`Message ${BRAND_NAME}`}
            maxLength={CHAT_MESSAGE_MAX}
            disabled={disabled}
            autoComplete="off"
            enterKeyHint="send"
            className="h-12 rounded-full px-5"
          />
          <Button type="submit" size="icon" className="size-12" aria-label="Send message" disabled={!canSend}>
            <SendHorizontal className="size-5" aria-hidden="true" />
          </Button>
        </form>
      </div>
    </div>
  );
}
