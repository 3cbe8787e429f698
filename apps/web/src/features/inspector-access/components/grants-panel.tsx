import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { displayPlate, type TInspectionStatus, type TInspectorGrant } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { actionsColumn, RowAction, statusChipColumn, textColumn } from '@/components/table-columns';
import { useClientConfig } from '@/lib/client-config';
import { displayTime } from '@/lib/company-time';
import { errorText } from '@/i18n/error-text';
import { useInspectorGrants, useRevokeGrant } from '../api';
import { GrantDialog } from './grant-dialog';

const STATUS_COLORS: Record<TInspectionStatus, 'success' | 'default' | 'info' | 'warning'> = {
  active: 'success',
  upcoming: 'info',
  ended: 'default',
  revoked: 'warning',
};

/** The periods and trucks granted to inspectors; admins grant and revoke here. */
export function GrantsPanel() {
  const { t } = useTranslation('inspector-access');
  const { config } = useClientConfig();
  const grants = useInspectorGrants();
  const revoke = useRevokeGrant();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TInspectorGrant | null>(null);
  const [notice, setNotice] = useState<TStatus | null>(null);
  const time = (value: string) => displayTime(value, config.time_zone);

  return (
    <Stack spacing={2}>
      <DataTable<TInspectorGrant>
        tableId="inspector-grants"
        rows={grants.data}
        rowKey={(row) => row.id}
        loading={grants.isFetching && !grants.data}
        error={grants.error ?? undefined}
        onRetry={() => void grants.refetch()}
        emptyText={t('grants.empty')}
        exportTo={{ fileName: t('grants.exportName'), sheet: t('common:sheets.inspectorGrants') }}
        rowTestId={(row) => `inspector-grant-${row.id}`}
        toolbar={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            data-testid="inspector-grant-create"
          >
            {t('grants.create')}
          </Button>
        }
        columns={[
          textColumn('username', t('grants.account'), (row) => row.username),
          textColumn('fullname', t('grants.name'), (row) => row.fullname),
          textColumn('starts_at', t('grants.from'), (row) => time(row.starts_at)),
          textColumn('ends_at', t('grants.until'), (row) => time(row.ends_at)),
          textColumn('plates', t('grants.trucks'), (row) =>
            row.plates.map(displayPlate).join(', '),
          ),
          textColumn('note', t('grants.note'), (row) => row.note ?? ''),
          textColumn('granted_by', t('grants.grantedBy'), (row) => row.granted_by),
          statusChipColumn(
            t('grants.status'),
            (row) => t(`grants.statuses.${row.status}`),
            (row) => STATUS_COLORS[row.status],
          ),
          actionsColumn('', (row) =>
            row.status === 'active' || row.status === 'upcoming' ? (
              <RowAction
                label={t('grants.revoke')}
                icon={<BlockIcon fontSize="small" />}
                color="error"
                onClick={() => setRevoking(row)}
                testId={`inspector-grant-revoke-${row.id}`}
              />
            ) : null,
          ),
        ]}
      />
      {creating && (
        <GrantDialog
          onClose={() => setCreating(false)}
          onGranted={(username) => {
            setCreating(false);
            setNotice({ severity: 'success', text: t('form.created', { username }) });
          }}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={t('grants.revokeTitle')}
        message={t('grants.revokeMessage', { username: revoking?.username })}
        confirmText={t('grants.revoke')}
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: (grant) => {
              setRevoking(null);
              setNotice({
                severity: 'success',
                text: t('grants.revoked', { username: grant.username }),
              });
            },
            onError: (error) => setNotice({ severity: 'error', text: errorText(t, error) }),
          });
        }}
      />
      <StatusSnackbar status={notice} onClose={() => setNotice(null)} testId="inspector-status" />
    </Stack>
  );
}
