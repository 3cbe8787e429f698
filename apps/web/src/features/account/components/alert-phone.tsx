import { useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, normalizePhone } from '@fleet/contracts';
import { errorText } from '@/i18n/error-text';
import { call } from '@/lib/endpoint-call';
import { useSession } from '@/lib/session';

/** The mobile number Zalo and SMS alerts go to: the signed-in user's own. */
export function AlertPhone({ needed }: { needed: boolean }) {
  const { t } = useTranslation('account');
  const { user, setUser } = useSession();
  const [phone, setPhone] = useState(user?.phone ?? '');
  const save = useMutation({
    mutationFn: async () =>
      (await call(ENDPOINTS.updateUser, { username: user!.username, phone: phone.trim() })).data,
    onSuccess: (next) => {
      setUser(next);
      setPhone(next.phone ?? '');
    },
  });
  if (!user) return null;
  const invalid = phone.trim() !== '' && normalizePhone(phone) === null;
  return (
    <Stack spacing={1} data-testid="alert-phone">
      {needed && !user.phone && <Alert severity="warning">{t('alertRules.phoneNeeded')}</Alert>}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          type="tel"
          label={t('alertRules.phone')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={invalid}
          helperText={invalid ? t('alertRules.phoneInvalid') : t('alertRules.phoneHelp')}
          slotProps={{ htmlInput: { 'data-testid': 'alert-phone-input', maxLength: 30 } }}
        />
        <Button
          variant="outlined"
          disabled={invalid || save.isPending || phone.trim() === (user.phone ?? '')}
          onClick={() => save.mutate()}
          data-testid="alert-phone-save"
        >
          {t('alertRules.phoneSave')}
        </Button>
      </Stack>
      {save.error && <Alert severity="error">{errorText(t, save.error)}</Alert>}
    </Stack>
  );
}
