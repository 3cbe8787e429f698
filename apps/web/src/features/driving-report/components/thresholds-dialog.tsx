import { useState } from 'react';
import { Grid, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ZDomainSettings, type TDomainSettings } from '@fleet/contracts';
import { FormDialog } from '@/components/form-dialog';
import { fieldErrors } from '@/lib/api';
import { useSaveDomainSettings } from '../api';

interface Props {
  settings: TDomainSettings;
  onClose: () => void;
  onSaved: () => void;
}

type TNumberField = Exclude<keyof TDomainSettings, 'overspeed_band_edges_kmh'>;
const FIELDS: TNumberField[] = [
  'moving_speed_kmh',
  'session_break_minutes',
  'continuous_limit_minutes',
  'continuous_warn_minutes',
  'daily_limit_minutes',
  'weekly_limit_minutes',
  'overspeed_margin_kmh',
  'overspeed_min_seconds',
  'lost_signal_seconds',
  'min_stop_minutes',
  'offline_minutes',
];
const BANDS = [0, 1, 2] as const;

/** Admin only: the thresholds of domain-vietnam.md (GET/PUT /api/settings). */
export function ThresholdsDialog({ settings, onClose, onSaved }: Props) {
  const { t } = useTranslation('driving-report');
  const save = useSaveDomainSettings();
  const [draft, setDraft] = useState<Record<string, string>>(() => ({
    ...Object.fromEntries(FIELDS.map((f) => [f, String(settings[f])])),
    ...Object.fromEntries(
      BANDS.map((i) => [`band_${i + 1}`, String(settings.overspeed_band_edges_kmh[i])]),
    ),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const candidate = {
      ...Object.fromEntries(FIELDS.map((f) => [f, Number(draft[f])])),
      overspeed_band_edges_kmh: BANDS.map((i) => Number(draft[`band_${i + 1}`])),
    };
    const parsed = ZDomainSettings.safeParse(candidate);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const key =
          field === 'overspeed_band_edges_kmh' ? `band_${Number(index ?? 0) + 1}` : String(field);
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (failure) => setErrors(fieldErrors(failure)),
    });
  };

  const keys = [...FIELDS.slice(0, 8), 'band_1', 'band_2', 'band_3', ...FIELDS.slice(8)];
  return (
    <FormDialog
      id="thresholds"
      title={t('thresholds.title')}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      failure={save.error}
      marked={Object.keys(errors).length > 0}
      submitText={t('thresholds.save')}
      cancelText={t('thresholds.cancel')}
      submitTestId="thresholds-save"
      testId="thresholds-dialog"
      maxWidth="md"
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {keys.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              type="number"
              label={t(`thresholds.fields.${key}` as 'thresholds.fields.band_1')}
              value={draft[key] ?? ''}
              onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
              error={Boolean(errors[key])}
              helperText={errors[key]}
              slotProps={{ htmlInput: { step: 'any', 'data-testid': `threshold-${key}` } }}
            />
          </Grid>
        ))}
      </Grid>
    </FormDialog>
  );
}
