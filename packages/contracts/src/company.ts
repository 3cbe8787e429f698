import { z } from 'zod';
import { envelope } from './common.js';
import { rule } from './validation-codes.js';

/**
 * A tax code (mã số thuế): 10 digits, or 13 for a branch, often written `0123456789-001`.
 * Stored as the digits alone.
 */
export function canonicalTaxCode(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{10}(?:\d{3})?$/.test(digits) ? digits : null;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The company as the law names it (TT 71/2024 art. 6, the authority feed's RegCompany, the
 * headers of the standard reports): name, tax code, business licence and its issuer,
 * address, phone.
 */
export const ZCompanyProfile = z.object({
  name: z.string().trim().min(1).max(200),
  tax_code: z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const code = canonicalTaxCode(value);
      if (!code) {
        ctx.addIssue({ code: 'custom', ...rule('tax_code') });
        return z.NEVER;
      }
      return code;
    }),
  business_licence_number: optionalText(50),
  business_licence_issuer: optionalText(200),
  address: optionalText(300),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 .()-]{6,20}$/, 'phone')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
});
export type TCompanyProfile = z.output<typeof ZCompanyProfile>;
export type TCompanyProfileInput = z.input<typeof ZCompanyProfile>;
export const ZCompanyProfileResponse = envelope(ZCompanyProfile);
