import { noteHighlights, type TastingNote } from '@sorsi/proto';
import { cn } from '@/lib/cn';

/**
 * A tasting note at a glance (Explore cards, journeys): its main aromas as chips and the palate's
 * structure in a few words. Nothing when the tasting has no note.
 */
export function TastingNoteSummary({ note, className }: { note?: TastingNote | null; className?: string }) {
  if (!note) return null;
  const { aromas, palate } = noteHighlights(note);
  if (aromas.length === 0 && palate.length === 0) return null;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {aromas.length > 0 && (
        <ul aria-label="Aromas" className="flex flex-wrap gap-1.5">
          {aromas.map((aroma) => (
            <li key={aroma} className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-foreground">
              {aroma}
            </li>
          ))}
        </ul>
      )}
      {palate.length > 0 && (
        <p className="text-xs text-muted-foreground">
          <span className="sr-only">Palate: </span>
          {palate.join(' · ')}
        </p>
      )}
    </div>
  );
}
