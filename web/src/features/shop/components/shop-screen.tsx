import { SHELF_PHOTOS_MAX } from '@sorsi/proto';
import { Scale } from 'lucide-react';
import { AdviceChat } from '@/components/advice/advice-chat';
import type { AdvicePhoto } from '@/components/advice/hooks/use-advice-chat';
import { SignedInScreen } from '@/components/layout/signed-in-screen';
import { ApiError, type RequestOptions } from '@/lib/api-request';
import { useShelfAnalysis, useShelfFollowUp } from '../api/shop';

const SHELF_FAILED = 'Failed to analyze the shelf photos. Please try again.';

/** A printed list shown to Shop goes to Compare, which reads lists line by line (issue 21 §16). */
const LIST_TO_COMPARE = {
  when: (context: { printedList?: boolean }) => context.printedList === true,
  label: 'Open in Compare',
  href: '/compare',
  Icon: Scale,
};

/**
 * /shop, the aisle advisor (spec social-and-discovery §2): up to 2 shelf photos (the upload button is
 * disabled at 2), then a summary with recommendations and follow-ups. §8: a failure is a toast with the
 * server's error or a default, with Retry unless the server says retrying will not help.
 */
export function ShopScreen() {
  const analysis = useShelfAnalysis();
  const followUp = useShelfFollowUp();
  async function analyse(photos: AdvicePhoto[], options: RequestOptions) {
    const images = photos.map(({ image, filename }) => ({ image, filename }));
    const reply = await analysis.mutateAsync({ body: { images }, options });
    return { text: reply.summary, recommendations: reply.recommendations, context: reply.wineShelfContext };
  }
  return (
    <SignedInScreen kicker="Aisle advisor" title="Shop" signedOutMessage="Please log in to use Shop">
      <AdviceChat
        maxPhotos={SHELF_PHOTOS_MAX}
        uploadLabel="Add Shelf Photo"
        readingText="Reading the shelf and ranking its bottles"
        emptyText="Add one or two photos of the shelf, labels and price tags in view, and I'll tell you what to buy."
        tooLargeText={(file) => `${file.name} is too large. Please upload an image smaller than 10MB.`}
        analyse={analyse}
        handOver={LIST_TO_COMPARE}
        followUp={(message, previousRecommendations, wineShelfContext) =>
          followUp.mutateAsync({ message, previousRecommendations, wineShelfContext })
        }
        analysisProblem={(error) => ({
          title: 'Error',
          text: error instanceof ApiError && error.message ? error.message : SHELF_FAILED,
          retryable: !(error instanceof ApiError) || error.failure.retryable !== false,
        })}
      />
    </SignedInScreen>
  );
}
