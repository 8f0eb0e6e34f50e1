import { type ExecutionContext, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

const AI_ROUTE = Symbol('AI_ROUTE');
const reflector = new Reflector();

/**
 * Marks a route that calls the AI service: besides the API limit, the `ai` throttler limits these to
 * RATE_LIMIT_AI_PER_MIN per user across all of them (an AI reply costs far more than a data call).
 */
export const AiRateLimit = () => SetMetadata(AI_ROUTE, true);

export const isAiRoute = (context: ExecutionContext): boolean =>
  reflector.get<boolean | undefined>(AI_ROUTE, context.getHandler()) === true;
