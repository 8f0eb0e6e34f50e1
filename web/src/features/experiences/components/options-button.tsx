import { MoreHorizontal } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

/** The "…" button of a post's or comment's options (the menu's trigger once its code has arrived). */
export function OptionsButton({ label, ...props }: { label: string } & ComponentProps<'button'>) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} aria-haspopup="menu" {...props}>
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
}
