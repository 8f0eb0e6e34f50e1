import { BookmarkPlus, Cloud } from 'lucide-react';
import { lazy, useState } from 'react';
import { OnDemand } from '@/components/on-demand';
import { Button } from '@/components/ui/button';
import { BRAND_NAME } from '@/lib/brand';
import { isConversationFull } from '../utils/chat-messages';
import { ChatComposer } from './chat-composer';
import { MessageList } from './message-list';
import { canOfferSave } from '../utils/save-rules';
import type { TasteSession } from '../hooks/use-taste-session';

// The save dialog (react-hook-form, the form rules) loads when first asked for, not with the screen.
const loadSaveDialog = () => import('./save-tasting-dialog');
const SaveTastingDialog = lazy(loadSaveDialog);

/** Spec §2 "Chat panel": the conversation, the upload, Save Tasting, the input; the save dialog on demand. */
export function ChatPanel({ session }: { session: TasteSession }) {
  const [dialogWanted, setDialogWanted] = useState(false);
  const busy = session.awaitingReply || session.openingId !== null;
  const full = isConversationFull(session.messages);

  function pressSave() {
    setDialogWanted(true);
    void loadSaveDialog();
    session.prepareSave();
  }

  const saveButton = session.selectedId ? (
    <p className="ml-auto flex items-center gap-1.5 text-xs text-muted-foreground">
      <Cloud className="size-4" aria-hidden="true" />
      Saves automatically
    </p>
  ) : (
    <Button
      variant="secondary"
      size="sm"
      className="ml-auto"
      disabled={!canOfferSave(session.messages, busy || session.analyzing || session.saving)}
      onClick={pressSave}
    >
      <BookmarkPlus aria-hidden="true" />
      {session.analyzing ? 'Analyzing...' : 'Save Tasting'}
    </Button>
  );

  return (
    <>
      <div className="shrink-0 border-b px-4 py-2.5 sm:px-5">
        <h2 className="mx-auto max-w-3xl truncate text-base font-semibold">
          {session.selectedId ? (session.selectedTitle ?? 'Saved tasting') : 'New tasting'}
        </h2>
      </div>
      <MessageList
        messages={session.messages}
        awaitingReply={session.awaitingReply}
        opening={session.openingId !== null}
        upload={session.upload}
      />
      {full && (
        <p role="status" className="border-t bg-warning px-4 py-2 text-center text-sm text-warning-foreground">
          This tasting is full. Start a New Tasting to keep chatting with {BRAND_NAME}.
        </p>
      )}
      <ChatComposer
        disabled={busy || full}
        onSend={session.send}
        actions={saveButton}
        photoProblem={session.photoProblem}
        onPhotoProblem={session.setPhotoProblem}
      />
      <OnDemand wanted={dialogWanted}>
        <SaveTastingDialog
          open={session.saveDetails !== null}
          onClose={session.closeSave}
          details={session.saveDetails}
          draft={session.draft}
          note={session.saveNote}
          saving={session.saving}
          onSave={session.save}
        />
      </OnDemand>
    </>
  );
}
