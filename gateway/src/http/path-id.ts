import { AppError, type PersonRef, personRefOf } from '@sorsi/proto';
import { z } from 'zod';

const IdSchema = z.uuid();

/**
 * `{ id }` of a well-formed id in a path; anything else is as absent as an unknown one (the same 404,
 * and no call to the service), so malformed ids tell nothing about what exists.
 */
export function idOrNotFound(id: string, notFoundMessage: string): { id: string } {
  if (!IdSchema.safeParse(id).success) throw new AppError('NOT_FOUND', notFoundMessage);
  return { id };
}

/** A positive whole number in a path (a report's `#id`); anything else is as absent as an unknown one. */
export function numericIdOrNotFound(segment: string, notFoundMessage: string): number {
  if (!/^[1-9]\d{0,14}$/.test(segment)) throw new AppError('NOT_FOUND', notFoundMessage);
  return Number(segment);
}

const USER_NOT_FOUND = 'User not found';

/** A `{userId or username}` segment (a leading '@' allowed, any case) as the person it names, else 404. */
export function personOrNotFound(segment: string): PersonRef {
  const ref = personRefOf(segment);
  if (ref === null) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return ref;
}

/** A `{username}` segment as the username it names (lower case, no '@'), else 404. */
export function usernameOrNotFound(segment: string): { username: string } {
  const ref = personRefOf(segment);
  if (ref === null || !('username' in ref)) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return { username: ref.username };
}
