import {
  canonicalPlate,
  PAPER_FILE_MAX_BYTES,
  PAPER_MAX_FILES,
  type TPaper,
} from '@fleet/contracts';

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

export interface TPaperForm {
  plate: string;
  username: string;
  type: string;
  number: string;
  issued_at: string;
  expires_at: string;
  note: string;
}

export const MAX_MB = PAPER_FILE_MAX_BYTES / 1024 / 1024;

export const emptyPaperForm = (licence: boolean): TPaperForm => ({
  plate: '',
  username: '',
  type: licence ? 'driver_licence' : 'registration',
  number: '',
  issued_at: '',
  expires_at: '',
  note: '',
});

/** The form of a paper being edited: its fields as they are. */
export const paperFormOf = (paper: TPaper): TPaperForm => ({
  plate: paper.plate ?? '',
  username: paper.username ?? '',
  type: paper.type,
  number: paper.number ?? '',
  issued_at: paper.issued_at ?? '',
  expires_at: paper.expires_at ?? '',
  note: paper.note ?? '',
});

/** Checks what the browser can: owner, dates, count and size of files (type by content: server). */
export function validatePaperForm(
  t: TTranslate,
  form: TPaperForm,
  files: readonly { name: string; size: number }[],
  /** An edited paper keeps its files when none are chosen. */
  filesRequired = true,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const licence = form.type === 'driver_licence';
  if (licence && !form.username.trim()) errors.username = t('paper:form.required');
  if (!licence && !canonicalPlate(form.plate)) errors.plate = t('paper:form.required');
  if (form.issued_at && form.expires_at && form.expires_at < form.issued_at)
    errors.expires_at = t('paper:form.badDates');
  if (files.length === 0 && filesRequired) errors.files = t('paper:form.filesRequired');
  else if (files.length > PAPER_MAX_FILES)
    errors.files = t('paper:form.tooManyFiles', { count: PAPER_MAX_FILES });
  else {
    const big = files.find((file) => file.size > PAPER_FILE_MAX_BYTES);
    if (big) errors.files = t('paper:form.fileTooLarge', { name: big.name, mb: MAX_MB });
  }
  return errors;
}

/**
 * The multipart body: filled fields only (the paper's `id` first when editing; a field left
 * out is cleared), then every file under `files`.
 */
export function paperFormData(form: TPaperForm, files: readonly File[], id?: number): FormData {
  const data = new FormData();
  if (id !== undefined) data.append('id', String(id));
  const licence = form.type === 'driver_licence';
  const fields: Record<string, string> = {
    ...(licence ? { username: form.username.trim() } : { plate: form.plate.trim() }),
    type: form.type,
    number: form.number.trim(),
    issued_at: form.issued_at,
    expires_at: form.expires_at,
    note: form.note.trim(),
  };
  for (const [name, value] of Object.entries(fields)) if (value) data.append(name, value);
  for (const file of files) data.append('files', file, file.name);
  return data;
}
