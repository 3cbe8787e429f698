import { useState } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DRIVING_EXCEPTION_REASONS, type TDrivingExceptionReason } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField, formGridSx } from '@/components/form-text-field';
import { serverFieldErrors, serverIssues } from '@/i18n/field-error-text';
import { displayTime } from '@/lib/company-time';
import { useSetDrivingException } from '../api';

/** The session over the continuous limit whose exception is set. */
export interface TExceptionTarget {
  plate: string;
  session_start: string;
  reason: TDrivingExceptionReason | null;
  note: string | null;
}

interface Props {
  target: TExceptionTarget;
  onClose: () => void;
}

const FORM = 'driving-exception';

/**
 * Why a session over the continuous limit was lawful (Law 36/2024 art. 64: force majeure,
 * an obstacle on the road), or no reason to take one back.
 */
export function ExceptionDialog({ target, onClose }: Props) {
  const { t } = useTranslation('driving-report');
  const save = useSetDrivingException();
  const [reason, setReason] = useState<string>(target.reason ?? '');
  const [note, setNote] = useState(target.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () =>
    save.mutate(
      {
        plate: target.plate,
        session_start: target.session_start,
        reason: (reason || null) as TDrivingExceptionReason | null,
        note: reason ? note.trim() || null : null,
      },
      { onSuccess: onClose, onError: (error) => setErrors(serverFieldErrors(t, error)) },
    );

  return (
    <FormDialog
      id={FORM}
      title={t('exceptionForm.title')}
      description={t('exceptionForm.description', {
        plate: target.plate,
        time: displayTime(target.session_start),
      })}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      failure={serverIssues(save.error).length === 0 ? save.error : undefined}
      submitTestId="driving-exception-submit"
    >
      <Box sx={formGridSx}>
        <FormTextField
          nativeSelect
          wide
          form={FORM}
          name="reason"
          label={t('exceptionForm.reason')}
          value={reason}
          onValueChange={setReason}
          error={errors.reason}
        >
          <option value="">{t('exceptionForm.none')}</option>
          {DRIVING_EXCEPTION_REASONS.map((key) => (
            <option key={key} value={key}>
              {t(`reports.words.exception.${key}`)}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          wide
          form={FORM}
          name="note"
          label={t('exceptionForm.note')}
          value={note}
          onValueChange={setNote}
          error={errors.note}
          disabled={!reason}
          htmlInput={{ maxLength: 500 }}
        />
      </Box>
    </FormDialog>
  );
}
