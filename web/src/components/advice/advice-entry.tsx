import { RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { handPhotosOver } from './handed-photos';
import type { AdvicePhoto, ChatEntry, HandOver } from './hooks/use-advice-chat';
import { RecommendationCard } from './recommendation-card';

/** One entry of the advice chat: what the person sent, an answer with its recommendations, or a problem. */
export function AdviceEntry({ entry, busy, handOver }: { entry: ChatEntry; busy: boolean; handOver?: HandOver }) {
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
