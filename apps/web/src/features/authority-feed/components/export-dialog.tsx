import { useState } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS } from '@fleet/contracts';
import { DateTimeField } from '@/components/date-time-field';
import { FormDialog } from '@/components/form-dialog';
import { formGridSx } from '@/components/form-text-field';
import { serverFieldErrors, serverIssues } from '@/i18n/field-error-text';
import { useClientConfig } from '@/lib/client-config';
import { companyToday } from '@/lib/company-time';
import { saveFileAnswer } from '@/lib/download';

interface Props {
  onClose: () => void;
}

/** TT 71/2024 art. 6: the identity, journey and driver images of a period, one ZIP. */
export function ExportDialog({ onClose }: Props) {
  const { t } = useTranslation('authority-feed');
  const { config } = useClientConfig();
  const today = companyToday(config.time_zone);
  const [from, setFrom] = useState(today.from);
  const [until, setUntil] = useState(today.to);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = serverFieldErrors(t, failure);

  const submit = () => {
    setBusy(true);
    setFailure(null);
    const { method, path } = ENDPOINTS.authorityExport;
    saveFileAnswer(method, path, { start_time: from, end_time: until }, 'tt71.zip')
      .then(onClose)
      .catch(setFailure)
      .finally(() => setBusy(false));
  };

  return (
    <FormDialog
      id="authority-export"
      title={t('export.title')}
      description={t('export.description')}
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      failure={serverIssues(failure).length === 0 ? failure : undefined}
      submitText={t('export.submit')}
      submitTestId="authority-export-submit"
    >
      <Box sx={formGridSx}>
        <DateTimeField
          label={t('export.from')}
          value={from}
          onChange={setFrom}
          error={errors.start_time}
          testId="authority-export-from"
          required
        />
        <DateTimeField
          label={t('export.until')}
          value={until}
          onChange={setUntil}
          error={errors.end_time}
          testId="authority-export-until"
          required
        />
      </Box>
    </FormDialog>
  );
}
