import { useState } from 'react';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import { useTruckList } from '@/api/trucks';
import { DateTimeField } from '@/components/date-time-field';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField, formGridSx } from '@/components/form-text-field';
import { serverFieldErrors, serverIssues } from '@/i18n/field-error-text';
import { companyToday } from '@/lib/company-time';
import { useClientConfig } from '@/lib/client-config';
import { useCreateGrant, useInspectorAccounts } from '../api';

interface Props {
  onClose: () => void;
  onGranted: (username: string) => void;
}

const FORM = 'inspector-grant';

/** An inspector account, a period and the trucks it may see during it. */
export function GrantDialog({ onClose, onGranted }: Props) {
  const { t } = useTranslation('inspector-access');
  const { config } = useClientConfig();
  const accounts = useInspectorAccounts();
  const trucks = useTruckList();
  const create = useCreateGrant();
  const today = companyToday(config.time_zone);
  const [username, setUsername] = useState('');
  const [from, setFrom] = useState(today.from);
  const [until, setUntil] = useState(today.to);
  const [chosen, setChosen] = useState<TTruck[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const account = username || accounts.data?.[0]?.username || '';

  const submit = () => {
    const missing: Record<string, string> = {};
    if (!account) missing.username = t('validation:required');
    if (chosen.length === 0) missing.truck_ids = t('validation:required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    create.mutate(
      {
        username: account,
        starts_at: from,
        ends_at: until,
        truck_ids: chosen.map((truck) => truck.id),
        note: note.trim() || null,
      },
      {
        onSuccess: (grant) => onGranted(grant.username),
        onError: (error) => setErrors(serverFieldErrors(t, error)),
      },
    );
  };

  return (
    <FormDialog
      id={FORM}
      title={t('form.title')}
      description={t('form.description')}
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending}
      failure={serverIssues(create.error).length === 0 ? create.error : undefined}
      submitText={t('form.submit')}
      submitTestId="inspector-grant-submit"
    >
      <Box sx={formGridSx}>
        <FormTextField
          nativeSelect
          required
          wide
          form={FORM}
          name="username"
          label={t('form.account')}
          value={account}
          onValueChange={setUsername}
          error={errors.username}
          help={accounts.data?.length === 0 ? t('form.noAccounts') : undefined}
        >
          {(accounts.data ?? []).map((user) => (
            <option key={user.username} value={user.username}>
              {`${user.username} – ${user.fullname}`}
            </option>
          ))}
        </FormTextField>
        <DateTimeField
          label={t('form.from')}
          value={from}
          onChange={setFrom}
          error={errors.starts_at}
          testId="inspector-grant-from"
          required
        />
        <DateTimeField
          label={t('form.until')}
          value={until}
          onChange={setUntil}
          error={errors.ends_at}
          testId="inspector-grant-until"
          required
        />
        <Autocomplete
          multiple
          sx={{ gridColumn: '1 / -1' }}
          options={trucks.data ?? []}
          value={chosen}
          onChange={(_event, next) => setChosen(next)}
          getOptionLabel={(truck) => truck.plate_display}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loading={trucks.isFetching}
          loadingText={t('form.trucksLoading')}
          noOptionsText={t('form.trucksNone')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('form.trucks')}
              required={chosen.length === 0}
              error={Boolean(errors.truck_ids)}
              helperText={errors.truck_ids}
              slotProps={{
                htmlInput: { ...params.inputProps, 'data-testid': 'inspector-grant-trucks' },
              }}
            />
          )}
        />
        <FormTextField
          wide
          form={FORM}
          name="note"
          label={t('form.note')}
          value={note}
          onValueChange={setNote}
          error={errors.note}
        />
      </Box>
    </FormDialog>
  );
}
