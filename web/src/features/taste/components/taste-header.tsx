import type { User } from '@sorsi/proto';
import { ArrowLeft, History, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { HeaderActions } from '@/components/layout/header-actions';

/**
 * Spec §2 "Taste screen" header: back to /, New Tasting, the avatar menu; on phones, the history button;
 * and, like every signed-in header, search and the bell (issue 21 §5).
 */
export function TasteHeader({
  user,
  historyOpen,
  onOpenHistory,
  onNewTasting,
}: {
  user: User;
  historyOpen: boolean;
  onOpenHistory: () => void;
  onNewTasting: () => void;
}) {
  return (
    <header className="z-30 shrink-0 border-b bg-background/95 backdrop-blur">
      <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <Button asChild variant="ghost" size="icon">
          <Link href="/" aria-label="Back to home">
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Tasting History"
          aria-haspopup="dialog"
          aria-expanded={historyOpen}
          onClick={onOpenHistory}
        >
          <History className="size-5" aria-hidden="true" />
        </Button>
        <h1 className="ml-1 text-xl font-semibold sm:text-2xl">Taste</h1>
        <Button variant="outline" size="sm" className="ml-auto px-2.5 sm:px-4" onClick={onNewTasting}>
          <Plus aria-hidden="true" />
          {/* On a phone the words give way to the header's search, bell and menu; the name stays. */}
          <span className="sr-only sm:not-sr-only">New Tasting</span>
        </Button>
        <HeaderActions user={user} />
      </div>
    </header>
  );
}
