import {
  REPORT_DESCRIPTION_MAX,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  ReportReasonSchema,
  type ReportReason,
  type ReportTargetType,
} from '@sorsi/proto';
import { type FormEvent, type Ref, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-request';
import { cn } from '@/lib/cn';
import { useSubmitReport } from './submit-report';

// Spec social-and-discovery §2 "Report dialog", §5 (a reason is required, the description is optional and
// at most 500 characters), §8 'Failed to submit report', §1 and §9 (reports are reviewed within 24 hours).

export const REASON_REQUIRED_MESSAGE = 'Please select a reason for reporting';
export const REPORT_SUBMITTED = {
  title: 'Report submitted',
  description: 'Thank you. We review reports within 24 hours.',
};

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

/** Reports someone else's post, comment or public tasting; closes with a thank-you once it is sent. */
export function ReportDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const what = REPORT_TARGET_LABELS[target.type];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {what}</DialogTitle>
          <DialogDescription>Tell us what is wrong. We review reports within 24 hours.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so a reopened dialog starts empty. */}
        <ReportForm target={target} onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ target, onSent }: { target: ReportTarget; onSent: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [description, setDescription] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const firstReason = useRef<HTMLInputElement>(null);
  const submit = useSubmitReport();
  const ids = { reasons: useId(), error: useId(), description: useId(), counter: useId() };

  function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      firstReason.current?.focus();
      return;
    }
    submit.mutate(
      { targetType: target.type, targetId: target.id, reason, description: description.trim() || undefined },
      {
        onSuccess: () => {
          toast(REPORT_SUBMITTED);
          onSent();
        },
        onError: (error) =>
          toast({ title: 'Failed to submit report', description: serverMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-5">
      <div
        role="radiogroup"
        aria-labelledby={ids.reasons}
        aria-required="true"
        aria-invalid={missingReason || undefined}
        aria-describedby={missingReason ? ids.error : undefined}
        className="flex flex-col gap-2"
      >
        <p id={ids.reasons} className="text-sm font-medium">
          Reason
        </p>
        {ReportReasonSchema.options.map((option, index) => (
          <ReasonOption
            key={option}
            reason={option}
            checked={reason === option}
            inputRef={index === 0 ? firstReason : undefined}
            onChoose={() => (setReason(option), setMissingReason(false))}
          />
        ))}
        {missingReason && (
          <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
            {REASON_REQUIRED_MESSAGE}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.description}>Details (optional)</Label>
        <Textarea
          id={ids.description}
          value={description}
          // maxLength stops typing; slicing also caps what a script or an old browser puts in.
          onChange={(event) => setDescription(event.target.value.slice(0, REPORT_DESCRIPTION_MAX))}
          maxLength={REPORT_DESCRIPTION_MAX}
          rows={4}
          placeholder="What should we know?"
          aria-describedby={ids.counter}
        />
        <p id={ids.counter} className="self-end text-xs text-muted-foreground tabular-nums">
          {description.length}/{REPORT_DESCRIPTION_MAX}
          <span className="sr-only"> characters</span>
        </p>
      </div>
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit'}
      </Button>
    </form>
  );
}

function ReasonOption({
  reason,
  checked,
  inputRef,
  onChoose,
}: {
  reason: ReportReason;
  checked: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChoose: () => void;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        checked ? 'border-primary bg-primary/5' : 'hover:bg-accent',
      )}
    >
      <input
        ref={inputRef}
        type="radio"
        name="report-reason"
        value={reason}
        checked={checked}
        onChange={onChoose}
        className="size-4 accent-primary outline-none"
      />
      {REPORT_REASON_LABELS[reason]}
    </label>
  );
}
