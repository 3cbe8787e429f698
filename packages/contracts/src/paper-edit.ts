import { z } from 'zod';
import { ZAddPaperFields } from './paper.js';

/**
 * Fields of the multipart `edit_paper` body: the paper's id and all its fields as the add form
 * sends them (a blank field clears it). Files are optional: when any come, they replace the
 * paper's files; when none come, its files stay.
 */
export const ZEditPaperFields = z
  .object({ id: z.coerce.number({ message: 'must be a paper id' }).int().positive() })
  .and(ZAddPaperFields);
export type TEditPaperFields = z.input<typeof ZEditPaperFields>;
