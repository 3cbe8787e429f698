import { z } from 'zod';
import { isCalendarDate } from './time.js';
import { rule } from './validation-codes.js';

/** Success envelope of every product API answer (api.md). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const ZCalendarDate = z.string().refine(isCalendarDate, rule('date'));

export const ZOk = envelope(z.object({ ok: z.literal(true) }));

/** The body of a call that takes no input: none, or an empty object. */
export const ZNoBody = z.object({}).nullish();

/**
 * The query of a route that answers about the caller only (the driver app's): no parameters,
 * so a caller asking about someone else (`?truck_id=…`) is told 400, not answered about itself.
 */
export const ZNoQuery = z.object({}).strict();
