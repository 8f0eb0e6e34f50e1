import { AppError } from '@sorsi/proto';
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
