import { z } from 'zod';
import { envelope } from './common.js';
import { ZRoleName, ZUsername, ZPassword } from './user.js';

export const ZAccountRequestForm = z.object({
  fullname: z.string().trim().min(1, 'is required').max(200),
  email: z.email('email'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 .-]{8,20}$/, 'phone')
    .optional()
    .or(z.literal('')),
  company: z.string().trim().max(200).optional(),
  note: z.string().trim().max(2000).optional(),
});
export type TAccountRequestForm = z.input<typeof ZAccountRequestForm>;

export const ZAccountRequest = z.object({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(['new', 'approved', 'rejected']),
  username: z.string().nullable(),
  created_at: z.string(),
});
export type TAccountRequest = z.infer<typeof ZAccountRequest>;

export const ZAccountRequestResponse = envelope(z.object({ id: z.number().int() }));
export const ZAccountRequestListResponse = envelope(z.array(ZAccountRequest));
export const ZApproveAccountRequest = z.object({
  id: z.number().int(),
  username: ZUsername,
  password: ZPassword,
  role: ZRoleName,
});
export const ZRejectAccountRequest = z.object({ id: z.number().int() });
