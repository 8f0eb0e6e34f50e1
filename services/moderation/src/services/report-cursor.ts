import { keysetCursor } from '@sorsi/kit';
import { z } from 'zod';

/** A report list's cursor (the admin review's and the export's): the id of the last report of the page. */
export const reportCursor = keysetCursor(z.tuple([z.number().int().positive()]));
