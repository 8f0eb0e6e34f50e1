import { AppError, type RpcErrorBody, type RpcReplyEnvelope } from '@sorsi/proto';
import type { z } from 'zod';

/** The only message an unexpected failure shows its caller: the cause stays in the service's log. */
export const INTERNAL_ERROR_MESSAGE = 'Internal error';

export interface ValidationIssue {
  path: string;
  message: string;
}

/** zod issues as plain `{ path, message }` pairs: what a client can show next to a field. */
export function validationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function invalidRequestError(pattern: string, error: z.ZodError): AppError {
  return new AppError('VALIDATION', `Invalid request for ${pattern}`, { issues: validationIssues(error) });
}

/** A user-scoped call that names nobody: a caller's bug, never served as anyone. */
export function missingActorError(pattern: string): AppError {
  return new AppError('VALIDATION', `${pattern} acts for a signed-in person and the request names none`);
}

export function okReply(data: unknown): RpcReplyEnvelope {
  return { ok: true, data };
}

export function errorReply(error: RpcErrorBody): RpcReplyEnvelope {
  return { ok: false, error };
}

export const internalErrorReply = (): RpcReplyEnvelope =>
  errorReply({ code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE });

/**
 * What a handler's throw becomes on the wire. An AppError is a business answer and keeps its code;
 * anything else is a fault of ours, so the caller learns only that it happened (`unexpected: true`
 * tells the server to log the cause).
 */
export function replyForThrown(error: unknown): { reply: RpcReplyEnvelope; unexpected: boolean } {
  if (error instanceof AppError) return { reply: errorReply(error.toBody()), unexpected: false };
  return { reply: internalErrorReply(), unexpected: true };
}

/** The caller's side of `{ ok: false, error }`: the same AppError the handler threw. */
export function appErrorFromBody(body: RpcErrorBody): AppError {
  return new AppError(body.code, body.message, body.details);
}
