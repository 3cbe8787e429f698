import { ZCreateWarningRequest, ZUpdateWarningRequest, type TWarning } from '@fleet/contracts';
import { formFieldErrors, serverFieldErrors, type TFieldErrors } from '@/i18n/field-error-text';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

export interface TWarningForm {
  plate: string;
  username: string;
  type: string;
  content: string;
  time: string;
  lat: string;
  lon: string;
  status: string;
}

export const emptyWarningForm = (): TWarningForm => ({
  plate: '',
  username: '',
  type: 'manual',
  content: '',
  time: '',
  lat: '',
  lon: '',
  status: 'new',
});

export const warningFormFrom = (warning: TWarning): TWarningForm => ({
  plate: warning.plate ?? '',
  username: warning.username ?? '',
  type: warning.type,
  content: warning.content,
  time: warning.time,
  lat: warning.lat === null ? '' : String(warning.lat),
  lon: warning.lon === null ? '' : String(warning.lon),
  status: warning.status,
});

const TEXT_FIELDS = ['plate', 'username', 'type', 'content', 'time', 'lat', 'lon'] as const;

/**
 * The text fields of create (`id` null) or update, as the multipart body carries them: on
 * create only the filled ones (spec 5); on update every one, an emptied one sent empty so
 * that the server clears it, and the status.
 */
function warningFields(id: number | null, form: TWarningForm): Record<string, string> {
  const fields: Record<string, string> = {};
  if (id !== null) fields.id_canh_bao = String(id);
  for (const field of TEXT_FIELDS) {
    const value = form[field].trim();
    if (value || id !== null) fields[field] = value;
  }
  if (id !== null) fields.status = form.status;
  return fields;
}

/**
 * Checks the fields with the schema the server uses (`ZUpdateWarningRequest` when `id` is
 * set); field → text in the interface language. A position takes both coordinates or none.
 */
export function validateWarningForm(
  t: TTranslate,
  form: TWarningForm,
  id: number | null = null,
): TFieldErrors {
  const input = warningFields(id, form);
  const result = (id === null ? ZCreateWarningRequest : ZUpdateWarningRequest).safeParse(input);
  const errors = result.success ? {} : formFieldErrors(t, result.error.issues, input);
  const hasLat = form.lat.trim() !== '';
  if (hasLat !== (form.lon.trim() !== '')) {
    const missing = hasLat ? 'lon' : 'lat';
    errors[missing] ??= t('validation:required');
  }
  return errors;
}

/** The fields a refused save names, worded by code, as far as the form shows them. */
export function warningServerErrors(t: TTranslate, error: unknown, editing: boolean): TFieldErrors {
  return serverFieldErrors(t, error, [...TEXT_FIELDS, 'image', ...(editing ? ['status'] : [])]);
}

/** The multipart body of create (`id` null) or update, then a photo or its removal. */
export function warningFormData(
  id: number | null,
  form: TWarningForm,
  image: File | null,
  removeImage: boolean,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(warningFields(id, form))) data.append(name, value);
  if (removeImage && !image) data.append('remove_image', 'true');
  if (image) data.append('image', image);
  return data;
}
