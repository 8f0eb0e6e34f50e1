import type { User } from '@sorsi/proto';
import { ArrowLeft, History, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { UserMenu } from '@/components/user-menu';

/** Spec §2 "Taste screen" header: back to /, New Tasting, the avatar menu; on phones, the history button. */
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
        <div className="ml-auto flex items-center gap-2">
          <Button variant="outline" size="sm" className="px-3 sm:px-4" onClick={onNewTasting}>
            <Plus aria-hidden="true" />
            New Tasting
          </Button>
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
