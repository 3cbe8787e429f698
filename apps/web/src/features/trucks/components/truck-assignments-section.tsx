import { useMemo, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/i18n/error-text';
import { DateTimeField } from '@/components/date-time-field';
import { useClientConfig } from '@/lib/client-config';
import { displayTime, formTime, toMinute } from '@/lib/company-time';
import { useDriverOptions } from '@/api/trucks';
import { useTruckAssignments } from '@/api/trucks/assignment-api';

/** Who drives the truck when: reports fall back on this when no driver logs in on the device. */
export function TruckAssignmentsSection({ truckId }: { truckId: number }) {
  const { t } = useTranslation('trucks');
  const { list, create, end, remove } = useTruckAssignments(truckId);
  const drivers = useDriverOptions();
  const [driver, setDriver] = useState<string | null>(null);
  const timeZone = useClientConfig().config.time_zone;
  const [from, setFrom] = useState(() => toMinute(new Date(), timeZone) ?? '');
  const names = useMemo(
    () => new Map((drivers.data ?? []).map((d) => [d.username, d.fullname])),
    [drivers.data],
  );
  const failure = list.error ?? create.error ?? end.error ?? remove.error;
  const rows = list.data ?? [];

  const add = () => {
    const validFrom = formTime(from);
    if (!driver || !validFrom) return;
    create.mutate(
      { truck_id: truckId, driver_username: driver, valid_from: validFrom },
      { onSuccess: () => setDriver(null) },
    );
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} data-testid="truck-assignments">
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('assignments.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('assignments.help')}
      </Typography>
      {list.isFetching && <LinearProgress aria-label={t('assignments.loading')} />}
      {failure ? <Alert severity="error">{errorText(t, failure)}</Alert> : null}
      {rows.length === 0 && !list.isFetching && !list.error && (
        <Typography variant="body2" color="text.secondary">
          {t('assignments.empty')}
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Stack
            component="li"
            key={row.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
            data-testid={`assignment-${row.id}`}
          >
            <Typography sx={{ flex: 1 }}>
              {row.driver_name
                ? `${row.driver_name} (${row.driver_username})`
                : row.driver_username}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {row.valid_to
                ? t('assignments.period', {
                    from: displayTime(row.valid_from, timeZone),
                    to: displayTime(row.valid_to, timeZone),
                  })
                : t('assignments.since', { from: displayTime(row.valid_from, timeZone) })}
            </Typography>
            {!row.valid_to && (
              <Button size="small" onClick={() => end.mutate(row.id)} disabled={end.isPending}>
                {t('assignments.end')}
              </Button>
            )}
            <IconButton
              onClick={() => remove.mutate(row.id)}
              disabled={remove.isPending}
              aria-label={t('assignments.remove', { driver: row.driver_username })}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        <Autocomplete
          id="truck-assignment-driver"
          options={[...names.keys()]}
          value={driver}
          onChange={(_event, next) => setDriver(next)}
          getOptionLabel={(username) =>
            names.has(username) ? `${names.get(username)} (${username})` : username
          }
          loading={drivers.isLoading}
          loadingText={t('form.driverLoading')}
          noOptionsText={t('form.driverNone')}
          sx={{ flex: 1, minWidth: 200 }}
          renderInput={(params) => (
            <TextField {...params} size="small" label={t('assignments.driver')} />
          )}
        />
        <DateTimeField
          size="small"
          label={t('assignments.from')}
          value={from}
          onChange={setFrom}
          testId="assignment-from"
        />
        <Button
          startIcon={<AddIcon />}
          onClick={add}
          disabled={!driver || !formTime(from) || create.isPending}
          data-testid="assignment-add"
        >
          {t('assignments.add')}
        </Button>
      </Stack>
    </Box>
  );
}
