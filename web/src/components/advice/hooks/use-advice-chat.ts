import { ADVICE_IMAGE_MAX_BYTES, type FollowUpReply, type WineContext, type WineRecommendation } from '@sorsi/proto';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { usePhotoUpload } from '@/components/upload/use-photo-upload';
import type { RequestOptions } from '@/lib/api-request';
import { isCancelled } from '@/lib/fetch-with-upload-progress';
import { followUpProblem, type FollowUpProblem } from '@/lib/follow-up-problem';
import { base64Of, type PhotoProblem, preparePhoto } from '@/lib/prepare-photo';
import { refusedPhoto } from '@/lib/upload-failure';
import { takeHandedPhotos } from '../handed-photos';

// The chat of Compare and Shop (spec social-and-discovery §2, §4 "upload, analyzing, then a reply with
// recommendations; on error a retry may be offered", §5, §8): photos in, an analysis with value-labelled
// recommendations out, then follow-up questions about the same wines. What the chat holds and does;
// AdviceChat draws it.

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

/**
 * The other advice screen that suits what was read better (Shop shown a printed list: Compare), offered
 * under the answer as a link, named and drawn as the navigation names it, that takes the same photos.
 */
export interface HandOver {
  when: (context: WineContext) => boolean;
  label: string;
  href: string;
  Icon: LucideIcon;
}

/** What a screen asks of its chat. */
export interface AdviceChatOptions {
  /** 1: the photo is analysed as soon as it is chosen (Compare); 2: photos are gathered first (Shop). */
  maxPhotos: 1 | 2;
  /** The file-too-large text (Shop's names the file). */
  tooLargeText: (file: File) => string;
  /** Sends the photos with the options that report the upload's progress and let Cancel abort it. */
  analyse: (photos: AdvicePhoto[], options: RequestOptions) => Promise<Analysis>;
  followUp: (message: string, previous: WineRecommendation[], context: WineContext) => Promise<FollowUpReply>;
  /** What the chat says when analysing fails (other than a refused photo): a toast and the bubble, with Retry when that may help. */
  analysisProblem: (error: unknown) => FollowUpProblem & { apology?: string };
  handOver?: HandOver;
}

type NewEntry =
  | { role: 'user'; text: string; photos?: string[] }
  | { role: 'assistant'; text: string; recommendations: WineRecommendation[]; handOver?: AdvicePhoto[] }
  | { role: 'problem'; problem: FollowUpProblem; retry: () => void };
export type ChatEntry = NewEntry & { id: number };

const NOT_AN_IMAGE: PhotoProblem = { title: 'Invalid file type', text: 'Please upload an image file.' };

export function useAdviceChat(options: AdviceChatOptions) {
  const { maxPhotos } = options;
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [staged, setStaged] = useState<AdvicePhoto[]>([]);
  const [context, setContext] = useState<WineContext | null>(null);
  const [latest, setLatest] = useState<WineRecommendation[]>([]);
  const [question, setQuestion] = useState('');
  const [photoProblem, setPhotoProblem] = useState<PhotoProblem | null>(null);
  const [pending, setPending] = useState<'analysis' | 'question' | null>(null);
  const upload = usePhotoUpload();
  // Keys of this chat's entries and photos.
  const lastId = useRef(0);
  const nextId = () => ++lastId.current;
  const add = (entry: NewEntry) => setEntries((shown) => [...shown, { ...entry, id: nextId() }]);

  // Photos handed over by the other advice screen are analysed on arrival (taken once: StrictMode mounts twice).
  useEffect(() => {
    const photos = takeHandedPhotos().slice(0, maxPhotos);
    if (photos.length === 0) return;
    void analyse(photos.map((photo) => ({ ...photo, id: nextId(), image: base64Of(photo.preview) })));
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
        tooLarge: (tooLarge) => ({ title: 'File too large', text: options.tooLargeText(tooLarge) }),
      });
      if (choice.problem) problem = choice.problem;
      else {
        const { dataUrl, filename } = choice.photo;
        photos.push({ id: nextId(), image: base64Of(dataUrl), filename, preview: dataUrl });
      }
    }
    setPhotoProblem(problem);
    return photos;
  }

  async function choose(files: File[]) {
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
      const result = await upload.run((sending) => options.analyse(photos, sending));
      setContext(result.context);
      setLatest(result.recommendations);
      const handOver = options.handOver?.when(result.context) ? photos : undefined;
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
    const problem = options.analysisProblem(error);
    toast({ title: problem.title, description: problem.text, variant: 'destructive' });
    if (problem.apology) add({ role: 'assistant', text: problem.apology, recommendations: [] });
    else add({ role: 'problem', problem, retry });
  }

  async function ask(message: string) {
    if (!context) return;
    setPending('question');
    try {
      const reply = await options.followUp(message, latest, context);
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

  return {
    entries,
    staged,
    /** What the first analysis read; follow-up questions are possible once it is known. */
    context,
    question,
    setQuestion,
    photoProblem,
    dismissPhotoProblem: () => setPhotoProblem(null),
    pending,
    upload,
    /** No more photos while one is being read, nor beyond the screen's number. */
    uploadDisabled: pending !== null || (maxPhotos > 1 && staged.length >= maxPhotos),
    choose: (files: File[]) => void choose(files),
    analyseStaged: () => void analyse(staged),
    unstage: (photo: AdvicePhoto) => setStaged((shown) => shown.filter((p) => p !== photo)),
    send,
  };
}

export type AdviceChatState = ReturnType<typeof useAdviceChat>;
