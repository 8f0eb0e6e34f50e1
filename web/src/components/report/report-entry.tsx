import type { ReportTargetType } from '@sorsi/proto';
import { Flag } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { lazyNamed, OnDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import type { ReportTarget } from './report-dialog';

// The ways into the report dialog (spec social-and-discovery §6: others' posts, comments and public
// tastings; never one's own, which the caller decides). The dialog's code loads when first opened.

const ReportDialog = lazyNamed(() => import('./report-dialog'), 'ReportDialog');

export const reportLabel = (type: ReportTargetType) => `Report this ${type}`;

/** The report dialog, downloaded the first time it opens. */
export function ReportDialogOnDemand(props: ComponentProps<typeof ReportDialog>) {
  return (
    <OnDemand wanted={props.open}>
      <ReportDialog {...props} />
    </OnDemand>
  );
}

/** A Report button that opens its own dialog (for places without an options menu). */
export function ReportButton({ target, className }: { target: ReportTarget; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={className}
        aria-label={reportLabel(target.type)}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" />
        Report
      </Button>
      <ReportDialogOnDemand target={target} open={open} onOpenChange={setOpen} />
    </>
  );
}
