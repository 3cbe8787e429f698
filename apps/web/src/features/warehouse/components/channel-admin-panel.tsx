import { useState } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { TWarehouseChannelAdmin } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n/error-text';
import { useChannelAdminList, useDeleteChannel } from '../api';
import { ChannelFormDialog } from './channel-form-dialog';

const keyOf = (c: { ip: string; channel: number }) => `${c.ip}:${c.channel}`;

/** Admins add, edit and delete the NVR channels that role management then grants. */
export function ChannelAdminPanel() {
  const { t } = useTranslation('warehouse');
  const list = useChannelAdminList(true);
  const remove = useDeleteChannel();
  const [editing, setEditing] = useState<TWarehouseChannelAdmin | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TWarehouseChannelAdmin | null>(null);
  const [status, setStatus] = useState<TStatus | null>(null);

  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {t('channels.title')}
      </Typography>
      <DataTable<TWarehouseChannelAdmin>
        tableId="warehouse-channels"
        sortPrefix="channels"
        rows={list.data}
        rowKey={keyOf}
        loading={list.isFetching}
        error={list.error ?? undefined}
        onRetry={() => void list.refetch()}
        emptyText={t('channels.empty')}
        exportTo={{
          fileName: t('channels.exportName'),
          sheet: t('common:sheets.warehouseChannels'),
        }}
        toolbar={
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => setEditing('new')}
            data-testid="warehouse-channel-add"
          >
            {t('channels.add')}
          </Button>
        }
        columns={[
          { key: 'ip', header: t('channels.ip') },
          { key: 'channel', header: t('channels.channel'), width: 80 },
          { key: 'name', header: t('channels.name') },
          { key: 'warehouse', header: t('channels.warehouse') },
          {
            key: 'vendor',
            header: t('channels.vendor'),
            exportValue: (c) => t(`channels.vendors.${c.vendor}`),
            render: (c) => t(`channels.vendors.${c.vendor}`),
          },
          { key: 'port', header: t('channels.port'), width: 90 },
          { key: 'username', header: t('channels.username') },
          {
            key: 'actions',
            header: '',
            width: 180,
            exportValue: () => null,
            render: (c) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  onClick={() => setEditing(c)}
                  aria-label={t('channels.editAria', { key: keyOf(c) })}
                >
                  {t('channels.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(c)}
                  aria-label={t('channels.deleteAria', { key: keyOf(c) })}
                >
                  {t('channels.delete')}
                </Button>
              </Stack>
            ),
          },
        ]}
      />
      {editing && (
        <ChannelFormDialog
          channel={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(key) => {
            setEditing(null);
            setStatus({ severity: 'success', text: t('channels.saved', { key }) });
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('channels.deleteTitle', { key: keyOf(deleting) }) : ''}
        message={t('channels.deleteMessage')}
        confirmText={t('channels.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const key = keyOf(deleting);
          remove.mutate(deleting, {
            onSuccess: () =>
              setStatus({ severity: 'success', text: t('channels.deleted', { key }) }),
            onError: (error) => setStatus({ severity: 'error', text: errorText(t, error) }),
            onSettled: () => setDeleting(null),
          });
        }}
      />
      <StatusSnackbar
        status={status}
        onClose={() => setStatus(null)}
        testId="warehouse-channel-status"
      />
    </Paper>
  );
}
