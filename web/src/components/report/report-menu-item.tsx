import type { ReportTargetType } from '@sorsi/proto';
import { Flag } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { reportLabel } from './report-entry';

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
