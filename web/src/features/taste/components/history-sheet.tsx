import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { HistorySidebar, type HistorySidebarProps } from './history-sidebar';

/** The history as an overlay on phones (loaded the first time it is opened). */
export default function HistorySheet({
  open,
  onOpenChange,
  ...sidebar
}: { open: boolean; onOpenChange: (open: boolean) => void } & Omit<HistorySidebarProps, 'Heading'>) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent closeLabel="Close history" aria-describedby={undefined}>
        <HistorySidebar {...sidebar} Heading={SheetTitle} />
      </SheetContent>
    </Sheet>
  );
}
