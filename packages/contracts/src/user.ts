import { z } from 'zod';
import { envelope, ZCalendarDate } from './common.js';
import { DEFAULT_USER_ROLE } from './roles.js';
import { ZAlertPhone } from './alert-channels.js';
import { DEFAULT_START_DATE } from './format.js';
import {
  licenceDatesInOrder,
  licenceDatesIssue,
  licenceFields,
  ZLicenceDetails,
} from './driver-licence.js';

export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,64}$/;
export const PASSWORD_MIN_LENGTH = 8;
export const LANGUAGES = ['vi', 'en'] as const;

export const ZUsername = z.string().trim().regex(USERNAME_PATTERN, 'username');
export const ZPassword = z.string().min(PASSWORD_MIN_LENGTH, 'too_short').max(256);
const ZEmail = z.union([z.literal(''), z.email('email')]).nullish();
export const ZRoleName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,39}$/, 'role_name');

export const ZSessionUser = ZLicenceDetails.extend({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  fullname: z.string(),
  email: z.string().nullable(),
  /** Mobile number for Zalo and SMS alerts, as `84…`. */
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  role: z.string(),
  /** The role's name in Vietnamese and in English (an added role's English falls back to it). */
  role_name: z.string(),
  role_name_en: z.string(),
  note: z.string().nullable(),
  ngay_bat_dau: z.string().nullable(),
  card_id: z.string().nullable(),
  licence_number: z.string().nullable(),
  language: z.enum(LANGUAGES),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginRequest = z.object({
  username: z.string().trim().min(1, 'is required').max(64),
  password: z.string().min(1, 'is required').max(256),
});
export const ZLoginResponse = envelope(
  z.object({ access_token: z.string(), expires_at: z.string(), user: ZSessionUser }),
);

export const ZGetInfoRequest = z.object({ username: z.string().trim().min(1, 'is required') });
export const ZUserResponse = envelope(ZSessionUser);

const userFields = {
  fullname: z.string().trim().min(1, 'is required').max(200),
  role: ZRoleName.default(DEFAULT_USER_ROLE),
  email: ZEmail,
  phone: ZAlertPhone.nullish(),
  note: z.string().max(2000).nullish(),
  avatar: z.string().max(500).nullish(),
  ngay_bat_dau: ZCalendarDate.default(DEFAULT_START_DATE),
  card_id: z.string().trim().max(64).nullish(),
  licence_number: z.string().trim().max(64).nullish(),
  ...licenceFields,
};

export const ZCreateUserRequest = z
  .object({
    username: ZUsername,
    password: ZPassword,
    ...userFields,
  })
  .refine(licenceDatesInOrder, licenceDatesIssue);
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

export const ZUpdateUserRequest = z
  .object({
    username: ZUsername,
    fullname: userFields.fullname.optional(),
    role: ZRoleName.optional(),
    email: userFields.email,
    phone: userFields.phone,
    note: userFields.note,
    avatar: userFields.avatar,
    ngay_bat_dau: ZCalendarDate.optional(),
    card_id: userFields.card_id,
    licence_number: userFields.licence_number,
    ...licenceFields,
    language: z.enum(LANGUAGES).optional(),
  })
  .refine(licenceDatesInOrder, licenceDatesIssue);
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

export const ZDeleteUserRequest = z.object({ username: ZUsername });
export const ZResetPasswordRequest = z.object({ username: ZUsername, new_password: ZPassword });
export const ZChangePasswordRequest = z.object({
  current_password: z.string().min(1, 'is required').max(256),
  new_password: ZPassword,
});

export const ZUserListRequest = z
  .object({
    search: z.string().trim().max(100).optional(),
    roles: z.array(ZRoleName).optional(),
  })
  .nullish();
export const ZUserListResponse = envelope(z.array(ZSessionUser.extend({ created_at: z.string() })));

export const ZAvatarResponse = envelope(z.object({ avatar: z.string() }));
/** The stored name of an avatar file (GET /api/avatars/:file). */
export const ZAvatarFileParams = z.object({ file: z.string().max(64) });
