import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDriverOptions } from '@/api/trucks';

interface Props {
  /** Username of the driver; '' for none. */
  value: string;
  onChange: (username: string) => void;
  error?: string;
}

/**
 * Picks the truck's driver from the users with role driver. Without the driver list (no
 * user management grant, or it failed) the field takes a typed username instead.
 */
export function DriverPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation('trucks');
  const drivers = useDriverOptions();
  const typed = drivers.isError;
  const names = useMemo(
    () => new Map((drivers.data ?? []).map((d) => [d.username, d.fullname])),
    [drivers.data],
  );
  // The current driver stays choosable even when not (or no longer) a driver.
  const options = useMemo(() => {
    const usernames = [...names.keys()];
    return value && !names.has(value) ? [value, ...usernames] : usernames;
  }, [names, value]);
  const labelOf = (username: string) => {
    const fullname = names.get(username);
    return fullname ? `${fullname} (${username})` : username;
  };

  return (
    <Autocomplete
      id="truck-form-driver_username"
      options={options}
      value={value || null}
      freeSolo={typed}
      autoHighlight
      loading={drivers.isLoading}
      loadingText={t('form.driverLoading')}
      noOptionsText={t('form.driverNone')}
      getOptionLabel={labelOf}
      onChange={(_event, next) => onChange(next ?? '')}
      onInputChange={(_event, text, reason) => {
        if (typed && reason === 'input') onChange(text);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('form.driver')}
          error={Boolean(error)}
          helperText={error ?? (typed ? t('form.driverTypeHelp') : t('form.driverHelp'))}
          slotProps={{
            htmlInput: { ...params.inputProps, 'data-testid': 'truck-form-driver-username' },
          }}
        />
      )}
    />
  );
}
