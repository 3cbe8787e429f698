import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContract, TContractStatus } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type TRowKey } from '@/components/data-table';
import type { TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { useBulkDelete } from '@/lib/use-bulk-delete';
import { useDebounced } from '@/lib/use-debounced';
import { useContractList, useDeleteContracts } from '../api';
import { contractColumns } from './contract-columns';
import { ContractFormDialog } from './contract-form-dialog';
import { ContractListToolbar } from './contract-list-toolbar';

/** The server pages too; one page this large covers a list screen, the table pages it. */
const FETCH_PAGE_SIZE = 500;

interface Props {
  onStatus: (status: TStatus) => void;
  onReport: (contract: TContract) => void;
}

/** Contracts as a table: search, status filter, create, edit, delete, open the trip report. */
export function ContractListPanel({ onStatus, onReport }: Props) {
  const { t } = useTranslation('contracts');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TContractStatus | ''>('');
  const debounced = useDebounced(search);
  const filter = useMemo(
    () => ({
      ...(debounced.trim() ? { search: debounced.trim() } : {}),
      ...(status ? { status } : {}),
      page: 1,
      page_size: FETCH_PAGE_SIZE,
    }),
    [debounced, status],
  );
  const list = useContractList(filter);
  const [selected, setSelected] = useState<TRowKey[]>([]);
  /** `pending`: the contracts the open confirmation names. */
  const bulkDelete = useBulkDelete({
    remove: useDeleteContracts(),
    idOf: (contract: TContract) => contract.id,
    onDeleted: (deleted) => {
      setSelected([]);
      onStatus({ text: t('delete.done', { count: deleted }), severity: 'success' });
    },
    onError: (error) => onStatus({ text: errorText(t, error), severity: 'error' }),
  });
  /** `undefined`: closed; `null`: creating; a contract: editing it. */
  const [editing, setEditing] = useState<TContract | null | undefined>(undefined);

  const rows = list.data?.data;
  const chosen = useMemo(
    () => (rows ?? []).filter((contract) => selected.includes(contract.id)),
    [rows, selected],
  );
  const columns = useMemo(
    () => contractColumns({ t, onEdit: setEditing, onReport }),
    [t, onReport],
  );

  return (
    <>
      <DataTable<TContract>
        tableId="contracts"
        rows={rows}
        loading={list.isFetching}
        error={list.error ?? undefined}
        onRetry={() => void list.refetch()}
        columns={columns}
        rowKey={(contract) => contract.id}
        emptyText={t('list.empty')}
        selection={{ selected: chosen.map((contract) => contract.id), onChange: setSelected }}
        exportTo={{ fileName: t('list.exportName'), sheet: t('common:sheets.contracts') }}
        toolbar={
          <ContractListToolbar
            search={search}
            onSearchChange={setSearch}
            status={status}
            onStatusChange={setStatus}
            selectedCount={chosen.length}
            onCreate={() => setEditing(null)}
            onDeleteSelected={() => bulkDelete.ask(chosen)}
          />
        }
      />
      {editing !== undefined && (
        <ContractFormDialog
          contract={editing}
          onClose={(message) => {
            setEditing(undefined);
            if (message) onStatus({ text: message, severity: 'success' });
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(bulkDelete.pending)}
        title={t('delete.title')}
        message={t('delete.message', {
          count: bulkDelete.pending?.length ?? 0,
          codes: bulkDelete.pending?.map((contract) => contract.code).join(', ') ?? '',
        })}
        confirmText={t('delete.confirm')}
        onConfirm={bulkDelete.confirm}
        onClose={bulkDelete.cancel}
        busy={bulkDelete.busy}
      />
    </>
  );
}
