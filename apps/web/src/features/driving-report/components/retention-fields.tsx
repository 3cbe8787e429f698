import { Grid, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RETENTION_FIELDS, RETENTION_FLOORS_MONTHS } from '@fleet/contracts';
import type { TSettingsDraft } from '../lib/settings-form';

interface Props {
  draft: TSettingsDraft;
  errors: Record<string, string>;
  onChange: (field: string, value: string) => void;
}

/** How long each kind of data is kept, with the legal floor of each (domain-vietnam.md). */
export function RetentionFields({ draft, errors, onChange }: Props) {
  const { t } = useTranslation('driving-report');
  return (
    <Grid container spacing={2} sx={{ pt: 3 }} data-testid="retention-settings">
      <Grid size={12}>
        <Typography variant="subtitle1">{t('thresholds.retention.heading')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('thresholds.retention.hint')}
        </Typography>
      </Grid>
      {RETENTION_FIELDS.map((field) => {
        const floor = RETENTION_FLOORS_MONTHS[field];
        return (
          <Grid key={field} size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              type="number"
              label={t(`thresholds.retention.fields.${field}`)}
              value={draft[field] ?? ''}
              onChange={(event) => onChange(field, event.target.value)}
              error={Boolean(errors[field])}
              helperText={errors[field] ?? t('thresholds.retention.floor', { floor })}
              slotProps={{
                htmlInput: { min: floor, step: 1, 'data-testid': `retention-${field}` },
              }}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
