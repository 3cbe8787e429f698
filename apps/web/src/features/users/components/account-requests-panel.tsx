import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TAccountRequest } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, tableQuery } from '@/components/data-table';
import { useAccountRequests, useRejectRequest } from '../api';
import { errorText } from '@/i18n';
import { ApproveRequestDialog } from './approve-request-dialog';
import type { TStatus } from '@/components/status-snackbar';

const STATUS_COLOR = { new: 'warning', approved: 'success', rejected: 'default' } as const;

interface Props {
  onStatus: (status: TStatus) => void;
}

/** Requests sent from /auth/register; a 'new' one is approved into a user or rejected. */
export function AccountRequestsPanel({ onStatus }: Props) {
  const { t } = useTranslation('users');
  const list = useAccountRequests();
  const reject = useRejectRequest();
  const [approving, setApproving] = useState<TAccountRequest | null>(null);
  const [rejecting, setRejecting] = useState<TAccountRequest | null>(null);
  const orDash = (value: string | null) => value || t('common.none');

  const statusText = (row: TAccountRequest) => {
    switch (row.status) {
      case 'new':
        return t('requests.statusNew');
      case 'approved':
        return t('requests.statusApproved', { username: row.username ?? '' });
      case 'rejected':
        return t('requests.statusRejected');
    }
  };

  const status = (row: TAccountRequest) => (
    <Chip
      size="small"
      color={STATUS_COLOR[row.status]}
      variant={row.status === 'new' ? 'filled' : 'outlined'}
      label={statusText(row)}
    />
  );

  const actions = (row: TAccountRequest) =>
    row.status === 'new' ? (
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          onClick={() => setApproving(row)}
          data-testid={`request-approve-${row.id}`}
        >
          {t('requests.approve')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => setRejecting(row)}
          data-testid={`request-reject-${row.id}`}
        >
          {t('requests.reject')}
        </Button>
      </Stack>
    ) : null;

  const confirmReject = () => {
    if (!rejecting) return;
    reject.mutate(rejecting.id, {
      onSuccess: () => onStatus({ text: t('requests.rejected'), severity: 'success' }),
      onError: (error) => onStatus({ text: errorText(t, error), severity: 'error' }),
      onSettled: () => setRejecting(null),
    });
  };

  return (
    <>
      <DataTable<TAccountRequest>
        tableId="account-requests"
        sortPrefix="requests"
        {...tableQuery(list)}
        columns={[
          { key: 'fullname', header: t('requests.fullname') },
          { key: 'email', header: t('requests.email') },
          { key: 'phone', header: t('requests.phone'), render: (row) => orDash(row.phone) },
          { key: 'company', header: t('requests.company'), render: (row) => orDash(row.company) },
          { key: 'note', header: t('requests.note'), render: (row) => orDash(row.note) },
          { key: 'created_at', header: t('requests.createdAt'), width: 170 },
          {
            key: 'status',
            header: t('requests.status'),
            render: status,
            exportValue: statusText,
          },
          {
            key: 'actions',
            header: t('requests.actions'),
            width: 200,
            render: actions,
            exportValue: () => null,
          },
        ]}
        rowKey={(row) => row.id}
        emptyText={t('requests.empty')}
        exportTo={{ fileName: t('requests.exportName'), sheet: t('common:sheets.accountRequests') }}
      />
      {approving && (
        <ApproveRequestDialog
          request={approving}
          onClose={(message) => {
            setApproving(null);
            if (message) onStatus({ text: message, severity: 'success' });
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(rejecting)}
        title={t('requests.rejectTitle')}
        message={t('requests.rejectMessage', {
          fullname: rejecting?.fullname ?? '',
          email: rejecting?.email ?? '',
        })}
        confirmText={t('requests.reject')}
        onConfirm={confirmReject}
        onClose={() => setRejecting(null)}
        busy={reject.isPending}
      />
    </>
  );
}
