import { z } from 'zod';
import { ZCalendarDate } from './common.js';
import { rule } from './validation-codes.js';

/**
 * Driving licence classes (giấy phép lái xe): those of Law 36/2024 art. 57 (from 2025) and,
 * still valid until they expire, those issued before it (A1–A4, B1, B2, C, D, E, F…).
 */
export const LICENCE_CLASSES = [
  'A1',
  'A',
  'B1',
  'B',
  'C1',
  'C',
  'D1',
  'D2',
  'D',
  'BE',
  'C1E',
  'CE',
  'D1E',
  'D2E',
  'DE',
  'A2',
  'A3',
  'A4',
  'B2',
  'E',
  'FB2',
  'FC',
  'FD',
  'FE',
] as const;
export type TLicenceClass = (typeof LICENCE_CLASSES)[number];

/** The licence's details beside its number, as the users table names them. */
export const LICENCE_DETAIL_FIELDS = [
  'licence_class',
  'licence_issued_on',
  'licence_expires_on',
  'licence_issued_by',
] as const;

const blankToNull = (value: unknown) => (value === '' ? null : value);

/** A driver's licence as the law asks for it (TT 71/2024 art. 6; the feed's RegDriver). */
export const licenceFields = {
  licence_class: z.preprocess(blankToNull, z.enum(LICENCE_CLASSES).nullish()),
  licence_issued_on: z.preprocess(blankToNull, ZCalendarDate.nullish()),
  licence_expires_on: z.preprocess(blankToNull, ZCalendarDate.nullish()),
  licence_issued_by: z.preprocess(blankToNull, z.string().trim().max(200).nullish()),
};

export const ZLicenceDetails = z.object({
  licence_class: z.string().nullable(),
  licence_issued_on: z.string().nullable(),
  licence_expires_on: z.string().nullable(),
  licence_issued_by: z.string().nullable(),
});

/** A licence expires after it was issued: `.refine(licenceDatesInOrder, licenceDatesIssue)`. */
export const licenceDatesInOrder = (user: {
  licence_issued_on?: string | null;
  licence_expires_on?: string | null;
}) =>
  !user.licence_issued_on ||
  !user.licence_expires_on ||
  user.licence_issued_on < user.licence_expires_on;

export const licenceDatesIssue = {
  ...rule('after_start', { start: 'licence_issued_on' }),
  path: ['licence_expires_on'],
};
