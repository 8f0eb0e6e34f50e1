import type { WineStructure } from '@sorsi/proto';

const SCALES: Array<{ key: keyof WineStructure; name: string; words: [string, string, string] }> = [
  { key: 'body', name: 'Body', words: ['light', 'medium', 'full'] },
  { key: 'acidity', name: 'Acidity', words: ['soft', 'fresh', 'crisp'] },
  { key: 'tannin', name: 'Tannin', words: ['smooth', 'medium', 'firm'] },
  { key: 'sweetness', name: 'Sweetness', words: ['dry', 'off-dry', 'sweet'] },
];
const MAX = 5;

/** 'light', 'medium', 'full': a level of the 1-5 scale in words. */
const wordFor = (level: number, words: [string, string, string]) =>
  level < 2.5 ? words[0] : level < 3.75 ? words[1] : words[2];

/** The sommelier's profile of a wine (issue 21 §17): body, acidity, tannin and sweetness as small bars. */
export function StructureBars({ structure }: { structure: WineStructure }) {
  return (
    <div
      role="group"
      aria-label="Wine profile"
      className="grid grid-cols-[auto_1fr] items-center gap-x-2 gap-y-1 text-[11px]"
    >
      {SCALES.map(({ key, name, words }) => {
        const level = structure[key];
        return (
          <div key={key} className="contents">
            <span aria-hidden className="text-muted-foreground">
              {name}
            </span>
            <div
              role="meter"
              aria-label={name}
              aria-valuemin={0}
              aria-valuemax={MAX}
              aria-valuenow={level}
              aria-valuetext={`${wordFor(level, words)} (${level} of ${MAX})`}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary/70" style={{ width: `${(level / MAX) * 100}%` }} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
