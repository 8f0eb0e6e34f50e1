import {
  AROMA_FAMILIES,
  type Aroma,
  levelLabel,
  levelsOf,
  NOTE_FIELD_LIST,
  NOTE_SECTION_NAMES,
  noteFieldOf,
  noteFilling,
  type NoteScale,
  type NoteSection,
  type NoteSource,
  type TastingNote,
} from '@sorsi/proto';
import { ChevronDown, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { TastingNoteSummary } from '@/components/tasting-note/tasting-note-summary';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { canAddAroma, chooseLevel, toggleAroma } from '../utils/note-edits';

const SOURCE_MARKS: Record<NoteSource, string> = { said: 'You said', inferred: 'Inferred' };

/** A chosen level or aroma: solid when the person gave it, dashed when the sommelier inferred it. */
const chosenTone = (source: NoteSource) =>
  source === 'said'
    ? 'border-primary bg-primary text-primary-foreground'
    : 'border-dashed border-primary bg-primary/10 text-foreground';
const chipBase =
  'inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring';
const openTone = 'bg-card text-muted-foreground hover:border-primary/50 hover:text-foreground';

/**
 * The structured tasting note in the save dialog: at a glance first (what the sommelier filled, and how
 * much of it the person said), then, opened, every field as a scale of levels and the aromas as chips.
 * Pressing a level makes it the person's; pressing their own level again empties the field.
 */
export function TastingNoteEditor({ value, onChange }: { value: TastingNote; onChange: (note: TastingNote) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { filled, said } = noteFilling(value);
  const status =
    filled === 0
      ? 'Nothing noted yet.'
      : `${filled} ${filled === 1 ? 'detail' : 'details'} noted, ${said} from what you said.`;
  return (
    <section aria-labelledby={`${panelId}-title`} className="flex flex-col gap-3 rounded-2xl border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`${panelId}-title`} className="text-sm font-semibold">
            Tasting note
          </h3>
          <p className="text-sm text-muted-foreground">{status}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Done' : filled === 0 ? 'Add a tasting note' : 'Edit tasting note'}
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </Button>
      </div>
      {!open && <TastingNoteSummary note={value} />}
      {open && (
        <div id={panelId} className="flex flex-col gap-5">
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-3 rounded-full border', chosenTone('said'))} />
              {SOURCE_MARKS.said}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-3 rounded-full border', chosenTone('inferred'))} />
              {SOURCE_MARKS.inferred} by the sommelier
            </span>
          </p>
          {(Object.keys(NOTE_SECTION_NAMES) as NoteSection[]).map((section) => (
            <NoteSectionFields key={section} section={section} note={value} onChange={onChange} />
          ))}
        </div>
      )}
    </section>
  );
}

function NoteSectionFields({
  section,
  note,
  onChange,
}: {
  section: NoteSection;
  note: TastingNote;
  onChange: (note: TastingNote) => void;
}) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {NOTE_SECTION_NAMES[section]}
      </h4>
      {NOTE_FIELD_LIST.filter((key) => key.section === section).map((key) => (
        <ScaleField
          key={key.field}
          label={key.label}
          scale={key.scale}
          value={noteFieldOf(note, key)}
          onChoose={(level) => onChange(chooseLevel(note, key, level))}
        />
      ))}
      {section === 'nose' && <AromaChips note={note} onChange={onChange} />}
    </div>
  );
}

function SourceMark({ source }: { source: NoteSource }) {
  return (
    <span className={cn('rounded-full border px-2 py-0.5 text-[0.7rem] font-medium', chosenTone(source))}>
      {SOURCE_MARKS[source]}
    </span>
  );
}

/** One field as a row of its levels, lowest first; the chosen one pressed. */
function ScaleField({
  label,
  scale,
  value,
  onChoose,
}: {
  label: string;
  scale: NoteScale;
  value: { value: string; source: NoteSource } | null;
  onChoose: (level: string) => void;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <span id={labelId} className="text-sm font-medium">
          {label}
        </span>
        {value && <SourceMark source={value.source} />}
      </div>
      <div className="flex flex-wrap gap-1.5">
        {levelsOf(scale).map((level) => {
          const chosen = value?.value === level;
          return (
            <button
              key={level}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChoose(level)}
              className={cn(chipBase, chosen && value ? chosenTone(value.source) : openTone)}
            >
              {levelLabel(scale, level)}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** The note's aromas as removable chips, and the vocabulary by family to add more from. */
function AromaChips({ note, onChange }: { note: TastingNote; onChange: (note: TastingNote) => void }) {
  const [adding, setAdding] = useState(false);
  const labelId = useId();
  const listId = useId();
  const chosen = new Map(note.nose.aromas.map((aroma) => [aroma.value, aroma.source]));
  const toggle = (aroma: Aroma) => onChange(toggleAroma(note, aroma));
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        Aromas
      </span>
      <ul className="flex flex-wrap gap-1.5">
        {note.nose.aromas.map(({ value, source }) => (
          <li key={value}>
            <button
              type="button"
              onClick={() => toggle(value)}
              aria-label={`Remove ${value}${source === 'inferred' ? ' (inferred)' : ''}`}
              className={cn(chipBase, chosenTone(source))}
            >
              {value}
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-expanded={adding}
            aria-controls={adding ? listId : undefined}
            onClick={() => setAdding(!adding)}
            className={cn(chipBase, openTone)}
          >
            <Plus className="size-3.5" aria-hidden="true" />
            {adding ? 'Close aromas' : 'Add aromas'}
          </button>
        </li>
      </ul>
      {adding && (
        <div id={listId} className="flex flex-col gap-3 rounded-2xl bg-muted/60 p-3">
          {AROMA_FAMILIES.map(({ family, aromas }) => (
            <AromaFamily
              key={family}
              family={family}
              aromas={aromas}
              chosen={chosen}
              full={!canAddAroma(note)}
              onToggle={toggle}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function AromaFamily({
  family,
  aromas,
  chosen,
  full,
  onToggle,
}: {
  family: string;
  aromas: Aroma[];
  chosen: ReadonlyMap<Aroma, NoteSource>;
  full: boolean;
  onToggle: (aroma: Aroma) => void;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-xs font-medium text-muted-foreground">
        {family}
      </span>
      <div className="flex flex-wrap gap-1.5">
        {aromas.map((aroma) => {
          const source = chosen.get(aroma);
          return (
            <button
              key={aroma}
              type="button"
              aria-pressed={source !== undefined}
              disabled={source === undefined && full}
              onClick={() => onToggle(aroma)}
              className={cn(chipBase, source ? chosenTone(source) : openTone, 'disabled:opacity-50')}
            >
              {aroma}
            </button>
          );
        })}
      </div>
    </div>
  );
}
