import { zodResolver } from '@hookform/resolvers/zod';
import { type TastingNote, WINE_TYPES } from '@sorsi/proto';
import { AlertTriangle, ScanLine } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { trackEvent } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import {
  labelConfidenceOf,
  needsCheck,
  type LabelDraft,
  type LabelFormField,
  type WineDetails,
} from '../utils/label-draft';
import { SaveFormSchema, saveFormDefaults, suggestedTitle, type SaveFormValues } from '../utils/save-form';
import { vintageWarnings } from '../utils/vintage-hint';
import { WINE_TYPE_NAMES } from '../utils/wine-type-names';
import { TastingNoteEditor } from './tasting-note-editor';

/** Spec §9: "Save dialog title focus delay: 100 ms". */
export const TITLE_FOCUS_DELAY_MS = 100;

export interface SaveTastingDialogProps {
  open: boolean;
  onClose: () => void;
  /** The wine data the form opens with (extraction's, else the label draft's). */
  details: WineDetails | null;
  /** The label read, for the per-field confidence marks and the generated title. */
  draft: LabelDraft | null;
  /** The tasting note the sommelier filled (null: none), edited in the dialog. */
  note?: TastingNote | null;
  /** With an initial title the dialog saves a named tasting ('Save Wine Tasting' mode). */
  initialTitle?: string;
  saving: boolean;
  onSave: (values: SaveFormValues) => void;
}

/**
 * Spec taste-and-account §2 "Save dialog", §4, §5 "Save form": 'Start New Tasting' mode (Discard,
 * 'Save & New') or, with an initial title, 'Save Wine Tasting' mode (Cancel, 'Save Tasting'). Opening
 * resets the form (title blank, the wine prefilled, public) and focuses the title 100 ms later; closing
 * resets it. Fields the label reader was unsure of are marked 'Please check'.
 * Default export: the chat panel loads it on demand.
 */
export default function SaveTastingDialog({
  open,
  onClose,
  details,
  draft,
  note = null,
  initialTitle,
  saving,
  onSave,
}: SaveTastingDialogProps) {
  const namedTasting = Boolean(initialTitle);
  const form = useForm<SaveFormValues>({
    resolver: zodResolver(SaveFormSchema),
    defaultValues: saveFormDefaults(details, initialTitle, note),
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control });
  const content = useRef<HTMLDivElement>(null);

  // Reset on every opening and closing; the details of this opening are read when it happens.
  const opening = useRef({ details, initialTitle, note });
  opening.current = { details, initialTitle, note };
  useEffect(() => {
    if (!open) {
      form.reset(saveFormDefaults(null));
      return;
    }
    form.reset(saveFormDefaults(opening.current.details, opening.current.initialTitle, opening.current.note));
    trackEvent('save_dialog_open', { mode: opening.current.initialTitle ? 'save' : 'start_new' });
    const timer = setTimeout(() => form.setFocus('title'), TITLE_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, form]);

  const titleSuggestion = suggestedTitle(
    { producer: values.producer ?? '', varietal: values.varietal ?? '', vintage: values.vintage ?? '' },
    details,
    draft,
    new Date(),
  );
  const vintageNotes = vintageWarnings(values.vintage ?? '');
  const confidence = (field: LabelFormField) => labelConfidenceOf(field, values[field] ?? '', draft);
  const anyDoubt = (['producer', 'wineName', 'varietal', 'vintage'] as const).some((f) => needsCheck(confidence(f)));

  return (
    <Dialog open={open} onOpenChange={(next) => next || saving || onClose()}>
      <DialogContent
        ref={content}
        className="max-w-xl"
        // The title gets focus 100 ms after opening (spec §9); until then the dialog itself holds it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          content.current?.focus();
        }}
      >
        <form onSubmit={form.handleSubmit(onSave)} noValidate className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>{namedTasting ? 'Save Wine Tasting' : 'Start New Tasting'}</DialogTitle>
            <DialogDescription>
              {namedTasting
                ? 'Check the details of this tasting, then save it.'
                : 'Name this tasting and check the wine. Once saved, it waits in your Tasting History and a new tasting starts.'}
            </DialogDescription>
          </DialogHeader>

          {draft && (
            <p
              className={cn(
                'flex items-start gap-2 rounded-2xl px-3.5 py-2.5 text-sm',
                anyDoubt ? 'bg-warning text-warning-foreground' : 'bg-muted text-muted-foreground',
              )}
            >
              <ScanLine className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {anyDoubt
                ? 'Some details come from your label photo and may be misread: look at the fields marked Please check.'
                : 'Details marked “From label” were read from your label photo.'}
            </p>
          )}

          <SaveField
            label="Title"
            error={errors.title?.message}
            hint={values.title?.trim() ? undefined : `Leave blank to use “${titleSuggestion}”`}
          >
            {(field) => <Input {...field} {...form.register('title')} autoComplete="off" />}
          </SaveField>

          <div className="grid gap-5 sm:grid-cols-2">
            <SaveField label="Producer" error={errors.producer?.message} confidence={confidence('producer')}>
              {(field) => (
                <Input
                  {...field}
                  {...form.register('producer')}
                  placeholder="e.g., Ridge Vineyards"
                  autoComplete="off"
                />
              )}
            </SaveField>
            <SaveField label="Wine name" error={errors.wineName?.message} confidence={confidence('wineName')}>
              {(field) => (
                <Input {...field} {...form.register('wineName')} placeholder="e.g., Monte Bello" autoComplete="off" />
              )}
            </SaveField>
            <SaveField label="Varietal" error={errors.varietal?.message} confidence={confidence('varietal')}>
              {(field) => (
                <Input
                  {...field}
                  {...form.register('varietal')}
                  placeholder="e.g., Cabernet Sauvignon"
                  autoComplete="off"
                />
              )}
            </SaveField>
            <SaveField
              label="Vintage"
              error={errors.vintage?.message}
              warnings={vintageNotes}
              confidence={confidence('vintage')}
            >
              {(field) => (
                <Input
                  {...field}
                  {...form.register('vintage')}
                  placeholder="YYYY or NV"
                  inputMode="text"
                  autoComplete="off"
                />
              )}
            </SaveField>
            <SaveField label="Wine type">
              {(field) => (
                <NativeSelect {...field} {...form.register('wineType')}>
                  {WINE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {WINE_TYPE_NAMES[type]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </SaveField>
          </div>

          <Controller
            control={form.control}
            name="note"
            render={({ field }) => <TastingNoteEditor value={field.value} onChange={field.onChange} />}
          />

          <PublicSwitch control={form.control} />

          <DialogFooter className="pt-1">
            <DialogClose asChild>
              <Button variant="outline" disabled={saving}>
                {namedTasting ? 'Cancel' : 'Discard'}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : namedTasting ? 'Save Tasting' : 'Save & New'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PublicSwitch({ control }: { control: Control<SaveFormValues> }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name="isPublic"
      render={({ field }) => (
        <div className="flex items-center justify-between gap-4 rounded-2xl border p-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={id}>Public tasting</Label>
            <p id={`${id}-description`} className="text-sm text-muted-foreground">
              {field.value ? 'Wine lovers can find it in Explore.' : 'Only you can see it.'}
            </p>
          </div>
          <Switch
            id={id}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={field.onChange}
            aria-describedby={`${id}-description`}
          />
        </div>
      )}
    />
  );
}

type FieldProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/**
 * A labelled field with its error, hint, the amber vintage warnings, and the label reader's confidence:
 * 'Please check' when it was unsure of what the field shows, 'From label' when it was sure.
 */
function SaveField({
  label,
  error,
  hint,
  warnings = [],
  confidence = null,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  warnings?: string[];
  confidence?: number | null;
  children: (field: FieldProps) => ReactNode;
}) {
  const id = useId();
  const percent = confidence === null ? null : Math.round(confidence * 100);
  const doubtful = needsCheck(confidence);
  const notes: [string, ReactNode, string][] = [];
  if (percent !== null) {
    notes.push([
      `${id}-confidence`,
      doubtful ? (
        <>
          <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
          <span>Please check</span>
          <span className="sr-only">
            : the label reader is only {percent}% sure of this {label.toLowerCase()}.
          </span>
        </>
      ) : (
        <>
          <ScanLine className="size-3.5 shrink-0" aria-hidden="true" />
          <span>From label</span>
          <span className="sr-only">, {percent}% sure.</span>
        </>
      ),
      doubtful ? 'bg-warning font-medium text-warning-foreground' : 'bg-muted text-muted-foreground',
    ]);
  }
  const messages: [string, string, string][] = [];
  if (error) messages.push([`${id}-error`, error, 'font-medium text-destructive']);
  warnings.forEach((warning, i) =>
    messages.push([`${id}-warning-${i}`, warning, 'font-medium text-warning-foreground']),
  );
  if (hint) messages.push([`${id}-hint`, hint, 'text-muted-foreground']);
  const describedBy = [...notes, ...messages].map(([noteId]) => noteId).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {notes.map(([noteId, note, tone]) => (
          <span
            key={noteId}
            id={noteId}
            title={percent === null ? undefined : `${percent}% sure`}
            className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs', tone)}
          >
            {note}
          </span>
        ))}
      </div>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {messages.map(([messageId, text, tone]) => (
        <p key={messageId} id={messageId} className={cn('text-sm', tone)}>
          {text}
        </p>
      ))}
    </div>
  );
}
