/**
 * The offline sommelier's chat reply: composed from what the person wrote and the conversation so far,
 * with the knowledge base — what to expect on the nose and palate, how to serve it, what to eat with it,
 * notes on producer, region, vintage and label terms — and always a question to keep the tasting going.
 */
import type { ChatMessage } from './chat-message';
import { hashSeed } from '@sorsi/kit';
import { analyseConversation, type DetectedLabel } from './conversation-analysis';
import { withoutWine } from './open-reply';
import { answerQuestion } from './questions';
import type { Context } from './reply-context';
import { aboutWine } from './wine-reply';

export type { DetectedLabel } from './conversation-analysis';

/** Said when nothing else can be: a reply is never empty (spec §5: an empty reply is an error). */
const FALLBACK =
  "Tell me about the wine in your glass — or upload a photo of its label — and we'll taste it together. What are you drinking?";

/**
 * The offline sommelier's reply to the conversation. `label` is a label just read from a photo in this
 * turn; `now` fixes the current year for vintage remarks (defaults to the clock).
 */
export function composeReply(messages: ChatMessage[], label?: DetectedLabel | null, now: Date = new Date()): string {
  const facts = analyseConversation(messages, label);
  const seed = hashSeed(`${messages.length}|${facts.latest}|${JSON.stringify(label ?? null)}`);
  const ctx: Context = { facts, seed, now };
  const parts = answerQuestion(ctx) ?? (facts.wine ? aboutWine(facts.wine, ctx) : withoutWine(ctx));
  const reply = parts.join(' ').replace(/\s+/g, ' ').trim();
  return reply || FALLBACK;
}
