import { useState } from 'react';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE, DEFAULT_ALERT_RULE, ENDPOINTS, type TAlertRule } from '@fleet/contracts';
import { errorText } from '@/i18n/error-text';
import { call } from '@/lib/endpoint-call';
import { useSession } from '@/lib/session';
import { AlertPhone } from './alert-phone';
import { AlertRuleForm } from './alert-rule-form';

const MINE = ['alert-rules', 'mine'];
const ROLES = ['alert-rules', 'roles'];

/** The signed-in user's alert rule: their own, or their role's default until they save one. */
export function MyAlertRule() {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const mine = useQuery({
    queryKey: MINE,
    queryFn: async () => (await call(ENDPOINTS.myAlertRule)).data,
  });
  const save = useMutation({
    mutationFn: async (rule: TAlertRule | null) =>
      (rule ? await call(ENDPOINTS.saveMyAlertRule, rule) : await call(ENDPOINTS.resetMyAlertRule))
        .data,
    onSuccess: (data) => client.setQueryData(MINE, data),
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2">
          {t('alertRules.title')}
        </Typography>
        {mine.data && (
          <Typography color="text.secondary" data-testid="alert-rule-source">
            {t(`alertRules.source.${mine.data.source}`)}
          </Typography>
        )}
        {(mine.error || save.error) && (
          <Alert severity="error">{errorText(t, mine.error ?? save.error)}</Alert>
        )}
        {save.isSuccess && <Alert severity="success">{t('alertRules.saved')}</Alert>}
        {mine.data && (
          <AlertRuleForm
            key={JSON.stringify(mine.data)}
            rule={mine.data.rule}
            saving={save.isPending}
            onSave={(rule) => save.mutate(rule)}
            testId="my-alert-rule"
          />
        )}
        {mine.data && (
          <AlertPhone needed={mine.data.rule.channels.some((c) => c === 'zalo' || c === 'sms')} />
        )}
        {mine.data?.source === 'own' && (
          <Button onClick={() => save.mutate(null)} sx={{ alignSelf: 'flex-start' }}>
            {t('alertRules.reset')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Admins: the rule each role's users have until they set their own. */
export function RoleAlertDefaults() {
  const { t, i18n } = useTranslation('account');
  const client = useQueryClient();
  const [role, setRole] = useState('');
  const roles = useQuery({
    queryKey: ['alert-rules', 'role-names'],
    queryFn: async () => (await call(ENDPOINTS.roleUsers)).data.roles,
  });
  const defaults = useQuery({
    queryKey: ROLES,
    queryFn: async () => (await call(ENDPOINTS.roleAlertRules)).data,
  });
  const save = useMutation({
    mutationFn: async (rule: TAlertRule) =>
      (await call(ENDPOINTS.saveRoleAlertRule, { role, rule })).data,
    onSuccess: (data) => client.setQueryData(ROLES, data),
  });
  const rule = defaults.data?.find((entry) => entry.role === role)?.rule ?? DEFAULT_ALERT_RULE;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2">
          {t('alertRules.roleTitle')}
        </Typography>
        {(roles.error || defaults.error || save.error) && (
          <Alert severity="error">
            {errorText(t, roles.error ?? defaults.error ?? save.error)}
          </Alert>
        )}
        <TextField
          select
          size="small"
          label={t('alertRules.role')}
          value={role}
          onChange={(event) => setRole(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'role-alert-role' } }}
        >
          {(roles.data ?? []).map((entry) => (
            <MenuItem key={entry.name} value={entry.name}>
              {i18n.language === 'en' ? entry.label_en : entry.label_vi}
            </MenuItem>
          ))}
        </TextField>
        {role && defaults.data && (
          <AlertRuleForm
            key={`${role}:${JSON.stringify(rule)}`}
            rule={rule}
            saving={save.isPending}
            onSave={(next) => save.mutate(next)}
            testId="role-alert-rule"
          />
        )}
      </Stack>
    </Paper>
  );
}

/** The alert sections of the account page; role defaults for admins only. */
export function AlertRulesSections() {
  const session = useSession();
  return (
    <>
      <MyAlertRule />
      {session.user?.role === ADMIN_ROLE && <RoleAlertDefaults />}
    </>
  );
}
