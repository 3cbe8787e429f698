import { useState } from 'react';
import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SYSTEM_WARNING_TYPES, type TWarningMailSettings } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { useSaveWarningMailSettings } from '../warning-mail-api';

interface Props {
  settings: TWarningMailSettings;
  onClose: () => void;
  onSaved: () => void;
}

/** Admins choose which kinds of system warning are also mailed to the notification list. */
export function WarningMailDialog({ settings, onClose, onSaved }: Props) {
  const { t } = useTranslation('warning');
  const [types, setTypes] = useState(new Set(settings.types));
  const save = useSaveWarningMailSettings();
  const toggle = (type: (typeof SYSTEM_WARNING_TYPES)[number]) =>
    setTypes((current) => {
      const next = new Set(current);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });

  return (
    <FormDialog
      id="warning-mail"
      title={t('mail.title')}
      description={t('mail.description')}
      busy={save.isPending}
      failure={save.error}
      submitTestId="warning-mail-save"
      testId="warning-mail-dialog"
      onClose={onClose}
      onSubmit={() =>
        save.mutate(
          { types: SYSTEM_WARNING_TYPES.filter((type) => types.has(type)) },
          { onSuccess: onSaved },
        )
      }
    >
      <FormGroup>
        {SYSTEM_WARNING_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            control={<Checkbox checked={types.has(type)} onChange={() => toggle(type)} />}
            label={t(`types.${type}`)}
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
