import { useState } from 'react';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TDriverNow } from '@fleet/contracts';
import { RetryAlert } from '@/components/retry-alert';
import { useChooseTruck } from '../api';

/** The truck the driver is in, how the app knows it, and a choice among their assigned trucks. */
export function TruckCard({ now }: { now: TDriverNow }) {
  const { t } = useTranslation('driver-app');
  const choose = useChooseTruck();
  const [changing, setChanging] = useState(false);
  const choosable = now.truck_source !== 'device_login' && now.assigned_trucks.length > 1;
  const picking = choosable && (changing || !now.truck);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="driver-truck">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('truck.title')}
      </Typography>
      {now.truck ? (
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            variant="h5"
            component="p"
            sx={{ fontWeight: 700 }}
            data-testid="driver-plate"
          >
            {now.truck.plate}
          </Typography>
          {now.truck_source && (
            <Typography variant="body2" color="text.secondary">
              {t(`truck.source.${now.truck_source}`)}
            </Typography>
          )}
        </Stack>
      ) : (
        !choosable && <Typography color="text.secondary">{t('truck.none')}</Typography>
      )}
      {picking && (
        <TextField
          select
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          label={t('truck.choose')}
          value={now.truck?.id ?? ''}
          disabled={choose.isPending}
          slotProps={{ htmlInput: { 'data-testid': 'driver-truck-choice' } }}
          onChange={(event) => {
            choose.mutate(Number(event.target.value), { onSuccess: () => setChanging(false) });
          }}
        >
          {now.assigned_trucks.map((truck) => (
            <MenuItem key={truck.id} value={truck.id}>
              {truck.plate}
            </MenuItem>
          ))}
        </TextField>
      )}
      {choosable && now.truck && !changing && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setChanging(true)}>
          {t('truck.change')}
        </Button>
      )}
      {choose.error && <RetryAlert error={choose.error} />}
    </Paper>
  );
}
