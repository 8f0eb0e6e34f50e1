import type { ReportTargetType } from '@sorsi/proto';
import { useRef } from 'react';
import { type DeferredMenuState, useFocusAtMount } from '@/components/deferred-menu';
import { ReportMenuItem } from '@/components/report/report-menu-item';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { OptionsButton } from './options-button';

export interface OptionsMenuProps {
  /** The trigger's accessible name. */
  label: string;
  className?: string;
  /** The author's actions: edit and delete. Anyone else's: report. */
  actions: { onEdit: () => void; onDelete: () => void } | { report: ReportTargetType; onReport: () => void };
}

/** A post's or comment's options (loaded after the feed's first paint; see deferred-menu). */
export default function OptionsMenu({
  label,
  className,
  actions,
  open,
  onOpenChange,
  focusTrigger,
}: OptionsMenuProps & DeferredMenuState) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusAtMount(trigger, focusTrigger);
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <OptionsButton ref={trigger} label={label} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {'onEdit' in actions ? (
          <>
            <DropdownMenuItem onSelect={actions.onEdit}>Edit</DropdownMenuItem>
            <DropdownMenuItem onSelect={actions.onDelete} className="text-destructive">
              Delete
            </DropdownMenuItem>
          </>
        ) : (
          <ReportMenuItem targetType={actions.report} onSelect={actions.onReport} />
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
