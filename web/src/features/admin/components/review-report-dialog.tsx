import {
  REPORT_NOTES_MAX,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  type Report,
  type ReportAction,
  type ReportedContent,
} from '@sorsi/proto';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-request';
import { useResolveReport } from '../api/reports';
import { reporterOf } from '../utils/report-display';
import { FactList } from './fact-list';
import { ReportTime } from './report-time';

// Spec social-and-discovery §2 "Review modal", §4 (after resolution the list refreshes, the modal closes and
// the notes clear), §8 'Report Resolved' / 'Failed to resolve report'.

export const REPORT_RESOLVED = {
  title: 'Report Resolved',
  description: 'The report has been processed successfully.',
};

/** Open while `report` is set; closing drops what was typed (the form unmounts with the content). */
export function ReviewReportDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  return (
    <Dialog open={report !== null} onOpenChange={(open) => open || onClose()}>
      <DialogContent className="max-w-xl">{report && <ReviewForm report={report} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function ReviewForm({ report, onDone }: { report: Report; onDone: () => void }) {
  const [notes, setNotes] = useState('');
  const resolve = useResolveReport();
  const notesId = useId();

  function decide(action: ReportAction) {
    resolve.mutate(
      { reportId: report.id, action, notes },
      {
        onSuccess: () => {
          toast(REPORT_RESOLVED);
          onDone();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error) ?? 'Failed to resolve report',
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Review Report #{report.id}</DialogTitle>
        <DialogDescription>Remove the content, or dismiss the report and leave it up.</DialogDescription>
      </DialogHeader>
      <FactList
        facts={[
          { label: 'Content type', value: REPORT_TARGET_LABELS[report.targetType] },
          { label: 'Reported', value: <ReportTime iso={report.createdAt} /> },
          { label: 'Reporter', value: reporterOf(report) },
          { label: 'Reason', value: REPORT_REASON_LABELS[report.reason] },
          { label: 'Description', value: report.description || 'None given' },
        ]}
      />
      <ReportedContentPreview content={report.content} />
      <div className="flex flex-col gap-2">
        <Label htmlFor={notesId}>Action Notes (optional)</Label>
        <Textarea
          id={notesId}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          maxLength={REPORT_NOTES_MAX}
          rows={3}
          disabled={resolve.isPending}
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={() => decide('dismiss')} disabled={resolve.isPending}>
          Dismiss Report
        </Button>
        <Button variant="destructive" onClick={() => decide('remove_content')} disabled={resolve.isPending}>
          Remove Content
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * What was reported, as it was when reported: beyond the spec's modal, because an admin must see what they
 * judge (the author may have edited or deleted it since).
 */
function ReportedContentPreview({ content }: { content: ReportedContent }) {
  return (
    <section aria-label="Reported content" className="flex flex-col gap-2 rounded-2xl bg-muted p-4 text-sm">
      <p className="text-xs text-muted-foreground">
        {content.author ? `By @${content.author}` : 'By a deleted account'}
      </p>
      {content.text ? (
        <p className="whitespace-pre-wrap">{content.text}</p>
      ) : (
        <p className="text-muted-foreground">No text</p>
      )}
      {content.imageUrl && (
        <img src={content.imageUrl} alt="Reported photo" className="max-h-64 self-start rounded-xl object-contain" />
      )}
      {content.experienceId && (
        <Link
          href={`/experiences?experienceId=${encodeURIComponent(content.experienceId)}`}
          className="inline-flex items-center gap-1.5 self-start font-medium text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Open the post
        </Link>
      )}
    </section>
  );
}
