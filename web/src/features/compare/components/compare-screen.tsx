import { AdviceChat } from '@/components/advice/advice-chat';
import type { AdvicePhoto } from '@/components/advice/hooks/use-advice-chat';
import { SignedInScreen } from '@/components/layout/signed-in-screen';
import type { RequestOptions } from '@/lib/api-request';
import { useWineListAnalysis, useWineListFollowUp } from '../api/compare';

const ANALYSIS_APOLOGY =
  "Sorry, I couldn't analyze that wine list. Please try again with a clear, straight-on photo of the list.";

/**
 * /compare (spec social-and-discovery §2): a wine-list photo, analysed as soon as it is chosen, then
 * follow-ups. Signed out, 'Please log in to use Compare' with a Go to Home button. §8: an analysis failure
 * is the toast 'Analysis failed' and an apology in the chat.
 */
export function CompareScreen() {
  const analysis = useWineListAnalysis();
  const followUp = useWineListFollowUp();
  async function analyse([photo]: AdvicePhoto[], options: RequestOptions) {
    const reply = await analysis.mutateAsync({ body: { image: photo!.image, filename: photo!.filename }, options });
    return { text: reply.analysis, recommendations: reply.recommendations, context: reply.wineListContext };
  }
  return (
    <SignedInScreen kicker="Wine list" title="Compare" signedOutMessage="Please log in to use Compare">
      <AdviceChat
        maxPhotos={1}
        uploadLabel="Upload Wine List"
        readingText="Reading the wine list and ranking its wines"
        emptyText="Snap or upload a photo of the wine list, and I'll find the best value on it."
        tooLargeText={() => 'Please upload an image smaller than 10MB.'}
        analyse={analyse}
        followUp={(message, previousRecommendations, wineListContext) =>
          followUp.mutateAsync({ message, previousRecommendations, wineListContext })
        }
        analysisProblem={(error) => ({
          title: 'Analysis failed',
          text: error instanceof Error ? error.message : ANALYSIS_APOLOGY,
          retryable: false,
          apology: ANALYSIS_APOLOGY,
        })}
      />
    </SignedInScreen>
  );
}
