import { z } from 'zod';

/**
 * A jsonb column the service wrote itself from input its contract had validated: checked to be JSON of
 * the right kind (an array, an object) and typed as what was written. Its fields are not parsed again on
 * every read: that would cost on every list and refuse rows saved under an earlier version of the contract.
 */
export const storedJson = {
  array: <T>() => z.custom<T[]>((value) => Array.isArray(value), 'Expected a JSON array'),
  object: <T extends object>() =>
    z.custom<T>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      'Expected a JSON object',
    ),
};
