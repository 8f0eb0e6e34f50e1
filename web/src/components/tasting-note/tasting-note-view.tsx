import {
  levelLabel,
  NOTE_FIELD_LIST,
  NOTE_SECTION_NAMES,
  noteFieldOf,
  type NoteSection,
  type TastingNote,
} from '@sorsi/proto';
import { cn } from '@/lib/cn';

/**
 * The whole note, read-only, section by section (the Explore dialog): each filled field with its level;
 * a value the sommelier inferred, rather than the taster said, is marked (inferred); a dashed chip for an aroma.
 */
export function TastingNoteView({ note }: { note: TastingNote }) {
  const sections = (Object.keys(NOTE_SECTION_NAMES) as NoteSection[]).map((section) => ({
    section,
    fields: NOTE_FIELD_LIST.filter((key) => key.section === section).flatMap((key) => {
      const value = noteFieldOf(note, key);
      return value ? [{ label: key.label, level: levelLabel(key.scale, value.value), source: value.source }] : [];
    }),
    aromas: section === 'nose' ? note.nose.aromas : [],
  }));
  return (
    <section aria-label="Tasting note" className="flex flex-col gap-3 rounded-2xl border p-4">
      <h3 className="font-serif text-lg font-semibold">Tasting note</h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {sections
          .filter(({ fields, aromas }) => fields.length > 0 || aromas.length > 0)
          .map(({ section, fields, aromas }) => (
            <div key={section} className="flex flex-col gap-1">
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {NOTE_SECTION_NAMES[section]}
              </dt>
              {aromas.length > 0 && (
                <dd>
                  <ul aria-label="Aromas" className="flex flex-wrap gap-1.5">
                    {aromas.map(({ value, source }) => (
                      <li
                        key={value}
                        className={cn(
                          'rounded-full px-2.5 py-0.5 text-xs font-medium',
                          source === 'said' ? 'bg-primary/10' : 'border border-dashed border-primary/50',
                        )}
                      >
                        {value}
                        {source === 'inferred' && <span className="sr-only"> (inferred)</span>}
                      </li>
                    ))}
                  </ul>
                </dd>
              )}
              {fields.map(({ label, level, source }) => (
                <dd key={label} className="text-sm">
                  <span className="text-muted-foreground">{label}:</span> {level}
                  {source === 'inferred' && <span className="ml-1.5 text-xs text-muted-foreground">(inferred)</span>}
                </dd>
              ))}
            </div>
          ))}
      </dl>
    </section>
  );
}
