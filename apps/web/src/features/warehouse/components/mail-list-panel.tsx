import { useState } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n/error-text';
import { useAddMail, useDeleteMail, useMailList } from '../api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The notification mail list: who gets failed-download mails and the daily summary. */
export function MailListPanel() {
  const { t } = useTranslation('warehouse');
  const list = useMailList();
  const add = useAddMail();
  const remove = useDeleteMail();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState<TStatus | null>(null);

  const submit = () => {
    const value = email.trim();
    if (!EMAIL.test(value)) return setInvalid(true);
    setInvalid(false);
    add.mutate(value, {
      onSuccess: () => {
        setEmail('');
        setStatus({ severity: 'success', text: t('mail.added', { email: value }) });
      },
      onError: (error) => setStatus({ severity: 'error', text: errorText(t, error) }),
    });
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="subtitle1">{t('mail.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('mail.hint')}
      </Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          size="small"
          type="email"
          label={t('mail.email')}
          value={email}
          error={invalid}
          helperText={invalid ? t('mail.invalid') : undefined}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'warehouse-mail-input' } }}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={add.isPending}
          data-testid="warehouse-mail-add"
        >
          {t('mail.add')}
        </Button>
      </Stack>
      <DataTable<{ email: string }>
        tableId="warehouse-mail"
        sortPrefix="mail"
        rows={list.data}
        rowKey={(row) => row.email}
        loading={list.isFetching}
        error={list.error ?? undefined}
        onRetry={() => void list.refetch()}
        emptyText={t('mail.empty')}
        exportTo={{ fileName: t('mail.exportName'), sheet: t('common:sheets.warehouseMail') }}
        columns={[
          { key: 'email', header: t('mail.email') },
          {
            key: 'actions',
            header: '',
            width: 120,
            exportValue: () => null,
            render: (row) => (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                aria-label={t('mail.deleteAria', { email: row.email })}
                onClick={() =>
                  remove.mutate(row.email, {
                    onSuccess: () =>
                      setStatus({
                        severity: 'success',
                        text: t('mail.deleted', { email: row.email }),
                      }),
                    onError: (error) => setStatus({ severity: 'error', text: errorText(t, error) }),
                  })
                }
              >
                {t('mail.delete')}
              </Button>
            ),
          },
        ]}
      />
      <StatusSnackbar
        status={status}
        onClose={() => setStatus(null)}
        testId="warehouse-mail-status"
      />
    </Paper>
  );
}
