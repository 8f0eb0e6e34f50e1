import { z } from 'zod';
import { atMost, noNul, WITHOUT_NUL } from './text';

// Spec social-and-discovery §2 "Recommend", §3 "Recommendation request: input, previousSuggestions (list
// of strings); response: suggestion", §5 "Recommendation input non-empty after trimming", §7
// `POST /api/recommendation`, §8 'Failed to get recommendation. Please try again.'

export const RECOMMENDATION_INPUT_MAX = 500;
export const RECOMMENDATION_PREVIOUS_MAX = 50;
export const RECOMMENDATION_SUGGESTION_MAX = 600;
export const RECOMMENDATION_FAILED_MESSAGE = 'Failed to get recommendation. Please try again.';

/** `POST /api/recommendation`: what the person likes, and the suggestions shown so far ('Show me another'). */
export const RecommendationBodySchema = z.strictObject({
  input: z
    .string()
    .trim()
    .min(1, { error: 'Required' })
    .max(RECOMMENDATION_INPUT_MAX, atMost(RECOMMENDATION_INPUT_MAX))
    .regex(WITHOUT_NUL, noNul),
  previousSuggestions: z
    .array(z.string().max(RECOMMENDATION_SUGGESTION_MAX, atMost(RECOMMENDATION_SUGGESTION_MAX)))
    .max(RECOMMENDATION_PREVIOUS_MAX)
    .default([]),
});
export type RecommendationBody = z.input<typeof RecommendationBodySchema>;
export type RecommendationRequest = z.output<typeof RecommendationBodySchema>;

export const RecommendationSchema = z.object({ suggestion: z.string().min(1) });
export type Recommendation = z.infer<typeof RecommendationSchema>;
