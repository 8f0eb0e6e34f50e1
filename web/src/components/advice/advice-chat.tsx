import {
  ADVICE_IMAGE_MAX_BYTES,
  FOLLOW_UP_MAX,
  type FollowUpReply,
  type WineContext,
  type WineRecommendation,
} from '@sorsi/proto';
import { Camera, type LucideIcon, RotateCcw, SendHorizontal, Sparkles, X } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { PhotoProblemNotice } from '@/components/upload/photo-problem-notice';
import { UploadProgress } from '@/components/upload/upload-progress';
import { usePhotoUpload } from '@/components/upload/use-photo-upload';
import { toast } from '@/components/ui/use-toast';
import type { RequestOptions } from '@/lib/api-request';
import { cn } from '@/lib/cn';
import { isCancelled } from '@/lib/fetch-with-upload-progress';
import { followUpProblem, type FollowUpProblem } from '@/lib/follow-up-problem';
import { base64Of, type PhotoProblem, preparePhoto } from '@/lib/prepare-photo';
import { refusedPhoto } from '@/lib/upload-failure';
import { handPhotosOver, takeHandedPhotos } from './handed-photos';
import { RecommendationCard } from './recommendation-card';

// The chat of Compare and Shop (spec social-and-discovery §2, §4 "upload, analyzing, then a reply with
// recommendations; on error a retry may be offered", §5, §8): photos in, an analysis with value-labelled
// recommendations out, then follow-up questions about the same wines.

/** A photo as the advice calls send it (scaled to 2048 px): base64 without the data-URL prefix, and the file's name. */
export interface AdvicePhoto {
  /** Tells two copies of the same picture apart. */
  id: number;
  image: string;
  filename: string;
  /** The data URL, for the preview. */
  preview: string;
}

export interface Analysis {
  text: string;
  recommendations: WineRecommendation[];
  context: WineContext;
}

export interface AdviceChatProps {
  /** 1: the photo is analysed as soon as it is chosen (Compare); 2: photos are gathered first (Shop). */
  maxPhotos: 1 | 2;
  uploadLabel: string;
  /** The step after the upload, e.g. 'Reading the wine list and ranking its wines'. */
  readingText: string;
  emptyText: string;
  /** The file-too-large text (Shop's names the file). */
  tooLargeText: (file: File) => string;
  /** Sends the photos with the options that report the upload's progress and let Cancel abort it. */
  analyse: (photos: AdvicePhoto[], options: RequestOptions) => Promise<Analysis>;
  followUp: (message: string, previous: WineRecommendation[], context: WineContext) => Promise<FollowUpReply>;
  /** What the chat says when analysing fails (other than a refused photo): a toast and the bubble, with Retry when that may help. */
  analysisProblem: (error: unknown) => FollowUpProblem & { apology?: string };
  /**
   * The other advice screen that suits what was read better (Shop shown a printed list: Compare), offered
   * under the answer as a link, named and drawn as the navigation names it, that takes the same photos.
   */
  handOver?: HandOver;
}

interface HandOver {
  when: (context: WineContext) => boolean;
  label: string;
  href: string;
  Icon: LucideIcon;
}

type NewEntry =
  | { role: 'user'; text: string; photos?: string[] }
  | { role: 'assistant'; text: string; recommendations: WineRecommendation[]; handOver?: AdvicePhoto[] }
  | { role: 'problem'; problem: FollowUpProblem; retry: () => void };
type ChatEntry = NewEntry & { id: number };

let nextId = 0;

const NOT_AN_IMAGE: PhotoProblem = { title: 'Invalid file type', text: 'Please upload an image file.' };

export function AdviceChat(props: AdviceChatProps) {
  const { maxPhotos, uploadLabel, readingText, emptyText } = props;
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [staged, setStaged] = useState<AdvicePhoto[]>([]);
  const [context, setContext] = useState<WineContext | null>(null);
  const [latest, setLatest] = useState<WineRecommendation[]>([]);
  const [question, setQuestion] = useState('');
  const [photoProblem, setPhotoProblem] = useState<PhotoProblem | null>(null);
  const upload = usePhotoUpload();
  const [pending, setPending] = useState<'analysis' | 'question' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const add = (entry: NewEntry) => setEntries((shown) => [...shown, { ...entry, id: ++nextId }]);

  // Photos handed over by the other advice screen are analysed on arrival (taken once: StrictMode mounts twice).
  useEffect(() => {
    const photos = takeHandedPhotos().slice(0, maxPhotos);
    if (photos.length === 0) return;
    void analyse(photos.map((photo) => ({ ...photo, id: ++nextId, image: base64Of(photo.preview) })));
  }, []);

  async function photosOf(files: File[]): Promise<AdvicePhoto[]> {
    const room = maxPhotos - (maxPhotos === 1 ? 0 : staged.length);
    let problem: PhotoProblem | null =
      files.length > room
        ? {
            title: 'Too many images',
            text: `You can add up to ${maxPhotos} photos. Only the first ${room} will be processed.`,
          }
        : null;
    const photos: AdvicePhoto[] = [];
    for (const file of files.slice(0, room)) {
      const choice = await preparePhoto(file, {
        maxBytes: ADVICE_IMAGE_MAX_BYTES,
        notAnImage: NOT_AN_IMAGE,
        tooLarge: (tooLarge) => ({ title: 'File too large', text: props.tooLargeText(tooLarge) }),
      });
      if (choice.problem) problem = choice.problem;
      else {
        const { dataUrl, filename } = choice.photo;
        photos.push({ id: ++nextId, image: base64Of(dataUrl), filename, preview: dataUrl });
      }
    }
    setPhotoProblem(problem);
    return photos;
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    setPhotoProblem(null);
    const photos = await photosOf(files);
    if (photos.length === 0) return;
    if (maxPhotos === 1) void analyse(photos);
    else setStaged((shown) => [...shown, ...photos].slice(0, maxPhotos));
  }

  async function analyse(photos: AdvicePhoto[]) {
    setStaged([]);
    add({
      role: 'user',
      text: photos.length === 1 ? 'Here is the photo.' : `Here are ${photos.length} photos.`,
      photos: photos.map((p) => p.preview),
    });
    setPending('analysis');
    try {
      const result = await upload.run((options) => props.analyse(photos, options));
      setContext(result.context);
      setLatest(result.recommendations);
      const handOver = props.handOver?.when(result.context) ? photos : undefined;
      add({ role: 'assistant', text: result.text, recommendations: result.recommendations, handOver });
    } catch (error) {
      const refused = refusedPhoto(error);
      if (isCancelled(error)) add({ role: 'assistant', text: 'Upload cancelled.', recommendations: [] });
      else if (refused) setPhotoProblem(refused);
      else showAnalysisProblem(error, () => void analyse(photos));
    } finally {
      setPending(null);
    }
  }

  function showAnalysisProblem(error: unknown, retry: () => void) {
    const problem = props.analysisProblem(error);
    toast({ title: problem.title, description: problem.text, variant: 'destructive' });
    if (problem.apology) add({ role: 'assistant', text: problem.apology, recommendations: [] });
    else add({ role: 'problem', problem, retry });
  }

  async function ask(message: string) {
    if (!context) return;
    setPending('question');
    try {
      const reply = await props.followUp(message, latest, context);
      if (reply.recommendations.length > 0) setLatest(reply.recommendations);
      add({ role: 'assistant', text: reply.analysis, recommendations: reply.recommendations });
    } catch (error) {
      const problem = followUpProblem(error);
      toast({ title: problem.title, description: problem.text, variant: 'destructive' });
      add({ role: 'problem', problem, retry: () => void ask(message) });
    } finally {
      setPending(null);
    }
  }

  function send() {
    const message = question.trim();
    if (!message || pending || !context) return;
    add({ role: 'user', text: message });
    setQuestion('');
    void ask(message);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  }

  const uploadDisabled = pending !== null || (maxPhotos > 1 && staged.length >= maxPhotos);
  return (
    <div className="flex flex-col gap-4">
      <ol aria-live="polite" className="flex flex-col gap-4">
        {entries.map((entry) => (
          <li key={entry.id} className={cn('flex', entry.role === 'user' ? 'justify-end' : 'justify-start')}>
            <ChatBubble entry={entry} busy={pending !== null} handOver={props.handOver} />
          </li>
        ))}
        {pending === 'analysis' && upload.state && (
          <li className="flex justify-start">
            <UploadProgress state={upload.state} readingText={readingText} onCancel={upload.cancel} />
          </li>
        )}
        {pending === 'question' && (
          <li className="text-sm text-muted-foreground" role="status">
            Thinking...
          </li>
        )}
      </ol>
      {entries.length === 0 && staged.length === 0 && (
        <p className="rounded-3xl border border-dashed px-6 py-10 text-center text-muted-foreground">{emptyText}</p>
      )}
      <div className="flex flex-col gap-3 rounded-3xl border bg-card p-4">
        {photoProblem && <PhotoProblemNotice problem={photoProblem} onDismiss={() => setPhotoProblem(null)} />}
        {staged.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label="Photos to send">
            {staged.map((photo, index) => (
              <li key={photo.id} className="flex items-start gap-1">
                <img
                  src={photo.preview}
                  alt={`Photo ${index + 1}: ${photo.filename}`}
                  className="h-24 w-auto rounded-2xl border object-cover"
                />
                <Button
                  variant="outline"
                  size="icon"
                  className="size-8"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => setStaged((shown) => shown.filter((p) => p !== photo))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={uploadId}
            aria-disabled={uploadDisabled}
            className={cn(
              buttonVariants({ variant: context ? 'outline' : 'default' }),
              uploadDisabled && 'pointer-events-none opacity-50',
            )}
          >
            <Camera aria-hidden="true" />
            {uploadLabel}
          </label>
          <input
            ref={fileInput}
            id={uploadId}
            type="file"
            accept="image/*"
            multiple={maxPhotos > 1}
            className="sr-only"
            disabled={uploadDisabled}
            onChange={(event) => void choose(event)}
          />
          {staged.length > 0 && (
            <Button onClick={() => void analyse(staged)} disabled={pending !== null}>
              <Sparkles aria-hidden="true" />
              Get Advice
            </Button>
          )}
        </div>
        {context && (
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <Textarea
              aria-label="Ask a follow-up question"
              placeholder="Ask a follow-up question, e.g. something lighter under 40?"
              value={question}
              maxLength={FOLLOW_UP_MAX}
              rows={2}
              onChange={(event) => setQuestion(event.target.value)}
              onKeyDown={onKeyDown}
              disabled={pending !== null}
            />
            <Button type="submit" size="icon" aria-label="Send" disabled={pending !== null || question.trim() === ''}>
              <SendHorizontal aria-hidden="true" />
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}

function ChatBubble({ entry, busy, handOver }: { entry: ChatEntry; busy: boolean; handOver?: HandOver }) {
  if (entry.role === 'user') {
    return (
      <div className="flex max-w-[85%] flex-col items-end gap-2">
        {entry.photos?.map((photo, index) => (
          <img
            // A sent message never changes: its photos keep their places.
            key={index}
            src={photo}
            alt={`Sent photo ${index + 1}`}
            className="max-h-64 w-auto rounded-2xl border object-cover"
          />
        ))}
        <p className="rounded-2xl bg-primary px-4 py-2.5 text-primary-foreground">{entry.text}</p>
      </div>
    );
  }
  if (entry.role === 'problem') {
    return (
      <div
        role="alert"
        className="flex max-w-[85%] flex-col gap-2 rounded-2xl border border-destructive/40 bg-destructive/5 p-4"
      >
        <p className="font-semibold">{entry.problem.title}</p>
        <p className="text-sm">{entry.problem.text}</p>
        {entry.problem.retryable && (
          <Button variant="outline" size="sm" className="self-start" onClick={entry.retry} disabled={busy}>
            <RotateCcw aria-hidden="true" />
            Retry
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="flex w-full flex-col gap-3 rounded-2xl bg-muted p-4">
      <p className="leading-relaxed">{entry.text}</p>
      {entry.recommendations.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Recommendations">
          {entry.recommendations.map((recommendation) => (
            <li key={`${recommendation.name}-${recommendation.price}`}>
              <RecommendationCard recommendation={recommendation} />
            </li>
          ))}
        </ul>
      )}
      {handOver && entry.handOver && <HandOverLink to={handOver} photos={entry.handOver} />}
    </div>
  );
}

/** Takes the answer's photos to the screen that suits them better. */
function HandOverLink({ to, photos }: { to: HandOver; photos: AdvicePhoto[] }) {
  return (
    <Link
      href={to.href}
      onClick={() => handPhotosOver(photos)}
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'self-start')}
    >
      <to.Icon aria-hidden="true" />
      {to.label}
    </Link>
  );
}
