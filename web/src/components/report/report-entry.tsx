import type { ReportTargetType } from '@sorsi/proto';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ReportDialog, type ReportTarget } from './report-dialog';

// The ways into the report dialog (spec social-and-discovery §6: others' posts, comments and public
// tastings; never one's own, which the caller decides).

const reportLabel = (type: ReportTargetType) => `Report this ${type}`;

/**
 * The Report entry of an options menu. The dialog stays with the caller: a menu's content unmounts as
 * soon as an item is chosen, and the dialog must outlive it.
 */
export function ReportMenuItem({ targetType, onSelect }: { targetType: ReportTargetType; onSelect: () => void }) {
  return (
    <DropdownMenuItem onSelect={onSelect} aria-label={reportLabel(targetType)}>
      <Flag aria-hidden="true" />
      Report
    </DropdownMenuItem>
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
      <ReportDialog target={target} open={open} onOpenChange={setOpen} />
    </>
  );
}
