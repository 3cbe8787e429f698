import { useState } from 'react';
import { Grid, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TDomainSettings } from '@fleet/contracts';
import { currentLanguage } from '@/i18n';
import { FormDialog } from '@/components/form-dialog';
import { useSaveDomainSettings } from '../api';
import {
  draftOf,
  parseDraft,
  serverErrors,
  THRESHOLD_KEYS,
  valueHint,
  type TSettingsErrors,
} from '../lib/settings-form';
import { RetentionFields } from './retention-fields';

/** The limits the law sets; each shows its legal basis beside it. */
const LEGAL_LIMITS = [
  'continuous_limit_minutes',
  'daily_limit_minutes',
  'weekly_limit_minutes',
] as const;
type TLegalLimit = (typeof LEGAL_LIMITS)[number];
const hasLegalBasis = (key: string): key is TLegalLimit =>
  (LEGAL_LIMITS as readonly string[]).includes(key);

interface Props {
  settings: TDomainSettings;
  onClose: () => void;
  onSaved: () => void;
}

/** Admin only: the thresholds of domain-vietnam.md and data retention (GET/PUT /api/settings). */
export function ThresholdsDialog({ settings, onClose, onSaved }: Props) {
  const { t } = useTranslation('driving-report');
  const save = useSaveDomainSettings();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [errors, setErrors] = useState<TSettingsErrors>({});
  const change = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = () => {
    const parsed = parseDraft(t, draft);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    save.mutate(parsed.settings, {
      onSuccess: onSaved,
      onError: (failure) => setErrors(serverErrors(t, failure)),
    });
  };

  return (
    <FormDialog
      id="thresholds"
      title={t('thresholds.title')}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      failure={Object.keys(errors).length > 0 ? null : save.error}
      marked={Object.keys(errors).length > 0}
      submitText={t('thresholds.save')}
      cancelText={t('thresholds.cancel')}
      submitTestId="thresholds-save"
      testId="thresholds-dialog"
      maxWidth="md"
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {THRESHOLD_KEYS.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              type="number"
              label={t(`thresholds.fields.${key}` as 'thresholds.fields.band_1')}
              value={draft[key] ?? ''}
              onChange={(event) => change(key, event.target.value)}
              error={Boolean(errors[key])}
              // The value as reports will word it ("3 giờ 55 phút", "5–<10 km/h").
              helperText={errors[key] ?? valueHint(draft, key, currentLanguage())}
              slotProps={{ htmlInput: { step: 'any', 'data-testid': `threshold-${key}` } }}
            />
            {hasLegalBasis(key) && (
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                sx={{ mt: 0.5 }}
                data-testid={`threshold-basis-${key}`}
              >
                {t(`thresholds.basis.${key}`)}
              </Typography>
            )}
          </Grid>
        ))}
      </Grid>
      <RetentionFields draft={draft} errors={errors} onChange={change} />
    </FormDialog>
  );
}
