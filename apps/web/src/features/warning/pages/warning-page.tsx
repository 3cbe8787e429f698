import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isCalendarDate, WARNING_TYPES, type TWarning } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, tableQuery } from '@/components/data-table';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { useChangeWarningStatus, useDeleteWarning, useWarningList } from '../api';
import { warningColumns } from '../components/warning-columns';
import {
  WarningFilters,
  warningListBody,
  type TWarningFilterForm,
} from '../components/warning-filters';
import { WarningFormDialog } from '../components/warning-form-dialog';
import { WarningAttachmentsDialog } from '../components/warning-attachments-dialog';
import { WarningImageDialog } from '../components/warning-image-dialog';
import { WarningMailButton } from '../components/warning-mail-button';
import { warningText } from '../lib/warning-text';

const NO_FILTER: TWarningFilterForm = { plate: '', type: '', status: '', from: '', to: '' };

/** The filter a link names (`?type=overspeed&from=2026-11-28&to=2026-11-28`, overview chips). */
function linkedFilter(params: URLSearchParams): TWarningFilterForm {
  const type = params.get('type') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : '';
  };
  return {
    ...NO_FILTER,
    type: (WARNING_TYPES as readonly string[]).includes(type) ? type : '',
    from: day('from'),
    to: day('to'),
  };
}

/** Warning management (/warning): filter, create, edit, change status, delete, export. */
export default function WarningPage() {
  const { t, i18n } = useTranslation('warning');
  const [params] = useSearchParams();
  const [filterForm, setFilterForm] = useState(() => linkedFilter(params));
  const debounced = useDebounced(filterForm);
  const filter = useMemo(() => warningListBody(debounced), [debounced]);
  const list = useWarningList(filter);
  const changeStatus = useChangeWarningStatus();
  const remove = useDeleteWarning();
  const [editing, setEditing] = useState<TWarning | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TWarning | null>(null);
  const [image, setImage] = useState<string | null>(null);
  const [files, setFiles] = useState<number | null>(null);
  const [status, setStatus] = useState<TStatus | null>(null);
  const fail = (error: unknown) => setStatus({ text: errorText(t, error), severity: 'error' });

  // Rebuilt each render: cheap, and the handlers always see the current state.
  const columns = warningColumns(t, i18n, {
    onEdit: setEditing,
    onDelete: setDeleting,
    onImage: setImage,
    onFiles: (warning) => setFiles(warning.id_canh_bao),
    onStatus: (warning, next) =>
      changeStatus.mutate(
        { id_canh_bao: warning.id_canh_bao, status: next },
        {
          onSuccess: () => setStatus({ text: t('statusChanged'), severity: 'success' }),
          onError: fail,
        },
      ),
  });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id_canh_bao, {
      onSuccess: () => setStatus({ text: t('delete.done'), severity: 'success' }),
      onError: fail,
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Box>
      <WarningMailButton onSaved={(text) => setStatus({ text, severity: 'success' })} />
      <DataTable<TWarning>
        tableId="warnings"
        {...tableQuery(list)}
        columns={columns}
        rowKey={(w) => w.id_canh_bao}
        emptyText={t('list.empty')}
        exportTo={{ fileName: t('list.exportName'), sheet: t('common:sheets.warnings') }}
        toolbar={
          <WarningFilters
            value={filterForm}
            onChange={setFilterForm}
            onCreate={() => setEditing(null)}
          />
        }
      />
      {editing !== undefined && (
        <WarningFormDialog
          warning={editing}
          onClose={(message) => {
            setEditing(undefined);
            if (message) setStatus({ text: message, severity: 'success' });
          }}
        />
      )}
      {image && <WarningImageDialog url={image} onClose={() => setImage(null)} />}
      {files !== null && (
        <WarningAttachmentsDialog warningId={files} onClose={() => setFiles(null)} />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('delete.title')}
        message={t('delete.message', { content: deleting ? warningText(i18n, deleting) : '' })}
        confirmText={t('delete.confirm')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        busy={remove.isPending}
      />
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="warning-status" />
    </Box>
  );
}
