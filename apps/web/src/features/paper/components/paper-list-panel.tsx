import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPaper } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, tableQuery, type TRowKey } from '@/components/data-table';
import { SearchField } from '@/components/list-filters';
import { ListToolbar } from '@/components/list-toolbar';
import type { TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { fetchAuthorizedBlob, saveBlob } from '@/lib/download';
import { useBulkDelete } from '@/lib/use-bulk-delete';
import { useDebounced } from '@/lib/use-debounced';
import { useDeletePapers, usePaperList, type TPaperKind } from '../api';
import { paperColumns } from './paper-columns';
import { PaperFormDialog } from './paper-form-dialog';

interface Props {
  kind: TPaperKind;
  onStatus: (status: TStatus) => void;
}

/** Papers of one kind: search, add with files, download, delete. */
export function PaperListPanel({ kind, onStatus }: Props) {
  const { t } = useTranslation('paper');
  const [search, setSearch] = useState('');
  const list = usePaperList(kind, useDebounced(search.trim()));
  const [selected, setSelected] = useState<TRowKey[]>([]);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TPaper | null>(null);
  const bulkDelete = useBulkDelete({
    remove: useDeletePapers(),
    idOf: (id: number) => id,
    onDeleted: (deleted) => {
      setSelected([]);
      onStatus({ text: t('delete.done', { count: deleted }), severity: 'success' });
    },
    onError: (error) => onStatus({ text: errorText(t, error), severity: 'error' }),
  });
  const chosen = useMemo(
    () => (list.data ?? []).filter((paper) => selected.includes(paper.id)).map((paper) => paper.id),
    [list.data, selected],
  );
  const columns = useMemo(
    () =>
      paperColumns(
        t,
        (file) => {
          fetchAuthorizedBlob(file.url).then(
            (blob) => saveBlob(blob, file.name),
            () => onStatus({ text: t('downloadFailed'), severity: 'error' }),
          );
        },
        setEditing,
      ),
    [t, onStatus],
  );

  return (
    <>
      <DataTable<TPaper>
        tableId="papers"
        {...tableQuery(list)}
        columns={columns}
        rowKey={(paper) => paper.id}
        emptyText={t('list.empty')}
        exportTo={{ fileName: t('list.exportName'), sheet: t('common:sheets.papers') }}
        selection={{ selected: chosen, onChange: setSelected }}
        toolbar={
          <ListToolbar
            selectedCount={chosen.length}
            deleteLabel={t('list.deleteSelected', { count: chosen.length })}
            onDeleteSelected={() => bulkDelete.ask(chosen)}
            createLabel={t('list.create')}
            onCreate={() => setAdding(true)}
            testId="paper"
          >
            <SearchField
              value={search}
              onChange={setSearch}
              label={kind === 'truck' ? t('list.plate') : t('list.driver')}
              testId="paper-filter"
              sx={{ maxWidth: { md: 260 } }}
            />
          </ListToolbar>
        }
      />
      {(adding || editing) && (
        <PaperFormDialog
          licence={kind === 'driver'}
          paper={editing ?? undefined}
          onClose={(message) => {
            setAdding(false);
            setEditing(null);
            if (message) onStatus({ text: message, severity: 'success' });
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(bulkDelete.pending)}
        title={t('delete.title')}
        message={t('delete.message', { count: bulkDelete.pending?.length ?? 0 })}
        confirmText={t('delete.confirm')}
        onConfirm={bulkDelete.confirm}
        onClose={bulkDelete.cancel}
        busy={bulkDelete.busy}
      />
    </>
  );
}
