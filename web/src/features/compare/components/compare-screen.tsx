import { SignedInScreen } from '@/components/layout/signed-in-screen';
import { WineListChat } from './wine-list-chat';

/** /compare (spec social-and-discovery §2): signed out, 'Please log in to use Compare' with a Go to Home button. */
export function CompareScreen() {
  return (
    <SignedInScreen kicker="Wine list" title="Compare" signedOutMessage="Please log in to use Compare">
      <WineListChat />
    </SignedInScreen>
  );
}
