import { canonicalPlate, parseTime, type TWarning } from '@fleet/contracts';

type TTranslate = (key: string) => string;

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

const coordinate = (text: string, limit: number) => {
  if (text.trim() === '') return true;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit;
};

/** Messages per field (translated); empty when the form may be sent. */
export function validateWarningForm(t: TTranslate, form: TWarningForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.content.trim()) errors.content = t('warning:form.required');
  if (form.plate.trim() && !canonicalPlate(form.plate)) errors.plate = t('warning:form.required');
  if (!coordinate(form.lat, 90)) errors.lat = t('warning:form.badNumber');
  if (!coordinate(form.lon, 180)) errors.lon = t('warning:form.badNumber');
  if ((form.lat.trim() === '') !== (form.lon.trim() === '')) {
    errors[form.lat.trim() ? 'lon' : 'lat'] = t('warning:form.required');
  }
  if (form.time.trim() && !parseTime(form.time.trim())) errors.time = t('warning:form.badTime');
  return errors;
}

/** The multipart body of create (`id` null) or update; empty fields stay out (spec 5). */
export function warningFormData(
  id: number | null,
  form: TWarningForm,
  image: File | null,
  removeImage: boolean,
): FormData {
  const data = new FormData();
  if (id !== null) data.append('id_canh_bao', String(id));
  const fields: (keyof TWarningForm)[] = [
    'plate',
    'username',
    'type',
    'content',
    'time',
    'lat',
    'lon',
  ];
  for (const field of fields) {
    const value = form[field].trim();
    // On update an emptied field is sent empty, so the server clears it.
    if (value || id !== null) data.append(field, value);
  }
  if (id !== null) data.append('status', form.status);
  if (removeImage && !image) data.append('remove_image', 'true');
  if (image) data.append('image', image);
  return data;
}
