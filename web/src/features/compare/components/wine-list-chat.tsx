import { ADVICE_IMAGE_MAX_BYTES, FOLLOW_UP_MAX, type WineContext, type WineRecommendation } from '@sorsi/proto';
import { Camera, RotateCcw, SendHorizontal } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { readAsDataUrl } from '@/lib/read-as-data-url';
import { useWineListAnalysis, useWineListFollowUp } from '../api/compare';
import { followUpProblem, type FollowUpProblem } from '../utils/follow-up-error';
import { RecommendationCard } from './recommendation-card';

// Spec social-and-discovery §2 "Compare", §4 "Wine-list analysis: upload, analyzing, then a reply with
// recommendations; on error a retry may be offered", §5 (image type and 10MB, follow-up text), §8.

type NewEntry =
  | { role: 'user'; text: string; photo?: string }
  | { role: 'assistant'; text: string; recommendations: WineRecommendation[] }
  | { role: 'problem'; problem: FollowUpProblem; retry: () => void };
type ChatEntry = NewEntry & { id: number };

const ANALYSIS_APOLOGY =
  "Sorry, I couldn't analyze that wine list. Please try again with a clear, straight-on photo of the list.";

let nextId = 0;

export function WineListChat() {
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const [context, setContext] = useState<WineContext | null>(null);
  const [latest, setLatest] = useState<WineRecommendation[]>([]);
  const [question, setQuestion] = useState('');
  const analysis = useWineListAnalysis();
  const followUp = useWineListFollowUp();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadId = useId();
  const busy = analysis.isPending || followUp.isPending;
  const add = (entry: NewEntry) => setEntries((shown) => [...shown, { ...entry, id: ++nextId }]);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid file type', description: 'Please upload an image file.', variant: 'destructive' });
      return;
    }
    if (file.size > ADVICE_IMAGE_MAX_BYTES) {
      toast({
        title: 'File too large',
        description: 'Please upload an image smaller than 10MB.',
        variant: 'destructive',
      });
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    add({ role: 'user', text: 'Here is the wine list.', photo: dataUrl });
    analysis.mutate(
      { image: dataUrl.slice(dataUrl.indexOf(',') + 1), filename: file.name },
      {
        onSuccess: (reply) => {
          setContext(reply.wineListContext);
          setLatest(reply.recommendations);
          add({ role: 'assistant', text: reply.analysis, recommendations: reply.recommendations });
        },
        onError: (error) => {
          toast({ title: 'Analysis failed', description: error.message, variant: 'destructive' });
          add({ role: 'assistant', text: ANALYSIS_APOLOGY, recommendations: [] });
        },
      },
    );
  }

  function ask(message: string) {
    if (!context) return;
    followUp.mutate(
      { message, previousRecommendations: latest, wineListContext: context },
      {
        onSuccess: (reply) => {
          if (reply.recommendations.length > 0) setLatest(reply.recommendations);
          add({ role: 'assistant', text: reply.analysis, recommendations: reply.recommendations });
        },
        onError: (error) => {
          const problem = followUpProblem(error);
          toast({ title: problem.title, description: problem.text, variant: 'destructive' });
          add({ role: 'problem', problem, retry: () => ask(message) });
        },
      },
    );
  }

  function send() {
    const message = question.trim();
    if (!message || busy || !context) return;
    add({ role: 'user', text: message });
    setQuestion('');
    ask(message);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <ol aria-live="polite" className="flex flex-col gap-4">
        {entries.map((entry) => (
          <li key={entry.id} className={cn('flex', entry.role === 'user' ? 'justify-end' : 'justify-start')}>
            <ChatBubble entry={entry} busy={busy} />
          </li>
        ))}
        {busy && (
          <li className="text-sm text-muted-foreground" role="status">
            {analysis.isPending ? 'Analyzing wine list...' : 'Thinking...'}
          </li>
        )}
      </ol>
      {entries.length === 0 && (
        <p className="rounded-3xl border border-dashed px-6 py-10 text-center text-muted-foreground">
          Snap or upload a photo of the wine list, and I'll find the best value on it.
        </p>
      )}
      <div className="flex flex-col gap-3 rounded-3xl border bg-card p-4">
        <div className="flex flex-wrap items-center gap-2">
          <label
            htmlFor={uploadId}
            className={cn(
              buttonVariants({ variant: context ? 'outline' : 'default' }),
              busy && 'pointer-events-none opacity-50',
            )}
          >
            <Camera aria-hidden="true" />
            {context ? 'Upload another list' : 'Upload Wine List'}
          </label>
          <input
            ref={fileInput}
            id={uploadId}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={busy}
            onChange={(event) => void upload(event)}
          />
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
              placeholder="Ask a follow-up question, e.g. something lighter under €40?"
              value={question}
              maxLength={FOLLOW_UP_MAX}
              rows={2}
              onChange={(event) => setQuestion(event.target.value)}
              onKeyDown={onKeyDown}
              disabled={busy}
            />
            <Button type="submit" size="icon" aria-label="Send" disabled={busy || question.trim() === ''}>
              <SendHorizontal aria-hidden="true" />
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}

function ChatBubble({ entry, busy }: { entry: ChatEntry; busy: boolean }) {
  if (entry.role === 'user') {
    return (
      <div className="flex max-w-[85%] flex-col items-end gap-2">
        {entry.photo && (
          <img src={entry.photo} alt="Wine list photo" className="max-h-64 w-auto rounded-2xl border object-cover" />
        )}
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
    </div>
  );
}
