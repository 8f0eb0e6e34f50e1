import type OpenAI from 'openai';
import type { ModerationMultiModalInput } from 'openai/resources/moderations';
import { findingFromResults, type ModelFinding } from './moderation-verdict';

export type { ModelFinding } from './moderation-verdict';

export interface ModerationInput {
  text: string;
  image: { bytes: Buffer; mimeType: string } | null;
}

export interface OpenAiModerationOptions {
  /** The longest one check waits for OpenAI, retry included, before the caller falls back offline. */
  timeoutMs?: number;
}

export const DEFAULT_MODERATION_MODEL = 'omni-moderation-latest';
/** A post waits for its check: ten seconds is already long, and the offline check can take over after it. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** One retry rides out a dropped connection or a brief 5xx/429; more would only delay the fallback. */
const MAX_RETRIES = 1;

/**
 * OpenAI's moderation endpoint as the judge of a post or comment: caption and photo in one request (the
 * omni model reads both), mapped to allow, hold or block. Throws when the API fails or is too slow, so the
 * caller can fall back to the offline check.
 */
export class OpenAiModeration {
  private readonly timeoutMs: number;

  constructor(
    private readonly client: OpenAI,
    private readonly model: string = DEFAULT_MODERATION_MODEL,
    options: OpenAiModerationOptions = {},
  ) {
    this.timeoutMs = Math.round(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  }

  async check(input: ModerationInput): Promise<ModelFinding> {
    const parts: ModerationMultiModalInput[] = [];
    if (input.text.trim() !== '') parts.push({ type: 'text', text: input.text });
    if (input.image) parts.push({ type: 'image_url', image_url: { url: dataUrl(input.image) } });
    if (parts.length === 0) return { verdict: 'allow', reason: null, message: null, rule: 'openai:empty' };
    const response = await this.client.moderations.create(
      { model: this.model, input: parts },
      // The SDK's timeout is per attempt; the signal bounds the whole check, retry and its backoff included.
      { timeout: this.timeoutMs, maxRetries: MAX_RETRIES, signal: AbortSignal.timeout(this.timeoutMs) },
    );
    if (!Array.isArray(response.results) || response.results.length === 0) {
      throw new Error('OpenAI moderation answered without results');
    }
    return findingFromResults(response.results);
  }
}

function dataUrl(image: { bytes: Buffer; mimeType: string }): string {
  return `data:${image.mimeType};base64,${image.bytes.toString('base64')}`;
}
