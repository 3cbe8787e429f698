import {
  PAPER_FILE_MAX_BYTES,
  PAPER_MAX_FILES,
  ZAddPaperFields,
  ZEditPaperFields,
  type TPaper,
} from '@fleet/contracts';
import { formFieldErrors, serverFieldErrors, type TFieldErrors } from '@/i18n/field-error-text';

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

const isLicence = (form: TPaperForm) => form.type === 'driver_licence';

/** The text fields the form sends: filled ones only, the owner as a licence or a truck paper. */
function paperFields(form: TPaperForm): Record<string, string> {
  const fields: Record<string, string> = {
    ...(isLicence(form) ? { username: form.username.trim() } : { plate: form.plate.trim() }),
    type: form.type,
    number: form.number.trim(),
    issued_at: form.issued_at,
    expires_at: form.expires_at,
    note: form.note.trim(),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value));
}

function filesError(
  t: TTranslate,
  files: readonly { name: string; size: number }[],
  required: boolean,
): string | null {
  if (files.length === 0) return required ? t('paper:form.filesRequired') : null;
  if (files.length > PAPER_MAX_FILES)
    return t('paper:form.tooManyFiles', { count: PAPER_MAX_FILES });
  const big = files.find((file) => file.size > PAPER_FILE_MAX_BYTES);
  return big ? t('paper:form.fileTooLarge', { name: big.name, mb: MAX_MB }) : null;
}

/**
 * Checks the fields with the schema the server uses (`ZEditPaperFields` with the paper's `id`
 * when editing), and the count and size of the files (their type by content: server).
 */
export function validatePaperForm(
  t: TTranslate,
  form: TPaperForm,
  files: readonly { name: string; size: number }[],
  /** The paper edited; it keeps its files when none are chosen. */
  id?: number,
): TFieldErrors {
  const input = id === undefined ? paperFields(form) : { id: String(id), ...paperFields(form) };
  const result = (id === undefined ? ZAddPaperFields : ZEditPaperFields).safeParse(input);
  const errors = result.success ? {} : formFieldErrors(t, result.error.issues, input);
  // A missing owner is missing, whatever else the schema found first.
  const owner = isLicence(form) ? 'username' : 'plate';
  if (!form[owner].trim()) errors[owner] = t('validation:required');
  const fileProblem = filesError(t, files, id === undefined);
  if (fileProblem) errors.files = fileProblem;
  return errors;
}

/** The fields a refused save names, worded by code, as far as the form shows them. */
export function paperServerErrors(t: TTranslate, error: unknown, form: TPaperForm): TFieldErrors {
  const shown = new Set(['number', 'issued_at', 'expires_at', 'note', 'files']);
  shown.add(isLicence(form) ? 'username' : 'plate');
  if (!isLicence(form)) shown.add('type');
  return serverFieldErrors(t, error, shown);
}

/**
 * The multipart body: filled fields only (the paper's `id` first when editing; a field left
 * out is cleared), then every file under `files`.
 */
export function paperFormData(form: TPaperForm, files: readonly File[], id?: number): FormData {
  const data = new FormData();
  if (id !== undefined) data.append('id', String(id));
  for (const [name, value] of Object.entries(paperFields(form))) data.append(name, value);
  for (const file of files) data.append('files', file, file.name);
  return data;
}
