import { useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import type { TPaper } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, tableQuery, type TRowKey } from '@/components/data-table';
import { SearchField } from '@/components/list-filters';
import type { TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { fetchAuthorizedBlob, saveBlob } from '@/lib/authorized-file';
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
  const remove = useDeletePapers();
  const [selected, setSelected] = useState<TRowKey[]>([]);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const [adding, setAdding] = useState(false);
  const chosen = useMemo(
    () => (list.data ?? []).filter((paper) => selected.includes(paper.id)).map((paper) => paper.id),
    [list.data, selected],
  );
  const columns = useMemo(
    () =>
      paperColumns(t, (file) => {
        fetchAuthorizedBlob(file.url).then(
          (blob) => saveBlob(blob, file.name),
          () => onStatus({ text: t('downloadFailed'), severity: 'error' }),
        );
      }),
    [t, onStatus],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: ({ deleted }) => {
        setSelected([]);
        onStatus({ text: t('delete.done', { count: deleted }), severity: 'success' });
      },
      onError: (error) => onStatus({ text: errorText(t, error), severity: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <DataTable<TPaper>
        {...tableQuery(list)}
        columns={columns}
        rowKey={(paper) => paper.id}
        emptyText={t('list.empty')}
        exportFileName={t('list.exportName')}
        selectable
        selected={chosen}
        onSelectedChange={setSelected}
        toolbar={
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap>
            <SearchField
              value={search}
              onChange={setSearch}
              label={kind === 'truck' ? t('list.plate') : t('list.driver')}
              testId="paper-filter"
              sx={{ maxWidth: { md: 260 } }}
            />
            <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' } }}>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                disabled={chosen.length === 0}
                onClick={() => setDeleting(chosen)}
                data-testid="paper-delete-selected"
              >
                {t('list.deleteSelected', { count: chosen.length })}
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setAdding(true)}
                data-testid="paper-create"
              >
                {t('list.create')}
              </Button>
            </Stack>
          </Stack>
        }
      />
      {adding && (
        <PaperFormDialog
          licence={kind === 'driver'}
          onClose={(message) => {
            setAdding(false);
            if (message) onStatus({ text: message, severity: 'success' });
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('delete.title')}
        message={t('delete.message', { count: deleting?.length ?? 0 })}
        confirmText={t('delete.confirm')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </>
  );
}
