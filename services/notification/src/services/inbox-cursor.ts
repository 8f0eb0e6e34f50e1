import { keysetCursor } from '@sorsi/kit';
import { z } from 'zod';

/** Where an inbox page ends: created_at to the microsecond (ISO text) and id of its last row. */
export const inboxCursor = keysetCursor(z.tuple([z.iso.datetime(), z.uuid()]));
