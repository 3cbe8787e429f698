import { useState, type ReactNode } from 'react';
import { Button, IconButton, Link, Stack, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatFileSize, type TExcelFile } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import {
  DataTable,
  tableQuery,
  type TDataTableColumn,
  type TRowKey,
} from '@/components/data-table';
import type { TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { downloadOriginal, useDeleteExcelFiles, useExcelFiles, type TExcelRange } from '../api';

export const filePath = (id: string) => `/management/excel-report/${encodeURIComponent(id)}`;

interface Props {
  range: TExcelRange;
  toolbar: ReactNode;
  onStatus: (status: TStatus) => void;
}

/** Uploaded files of the range: open, download the original, delete several. */
export function ExcelFileTable({ range, toolbar, onStatus }: Props) {
  const { t } = useTranslation('excel-report');
  const { t: tc } = useTranslation();
  const list = useExcelFiles(range);
  const remove = useDeleteExcelFiles();
  const [selected, setSelected] = useState<TRowKey[]>([]);
  const [confirming, setConfirming] = useState(false);

  const download = (file: TExcelFile) =>
    downloadOriginal(file).catch((error: unknown) =>
      onStatus({ severity: 'error', text: errorText(tc, error) }),
    );

  const columns: TDataTableColumn<TExcelFile>[] = [
    {
      key: 'name',
      header: t('list.columns.name'),
      render: (file) => (
        <Link
          component={RouterLink}
          to={filePath(file.file_id)}
          aria-label={t('list.openAria', { name: file.name })}
        >
          {file.name}
        </Link>
      ),
      exportValue: (file) => file.name,
    },
    {
      key: 'size',
      header: t('list.columns.size'),
      render: (file) => formatFileSize(file.size),
      exportValue: (file) => file.size,
    },
    { key: 'uploaded_by', header: t('list.columns.uploadedBy') },
    { key: 'uploaded_at', header: t('list.columns.uploadedAt') },
    { key: 'rows', header: t('list.columns.rows') },
    { key: 'errors', header: t('list.columns.errors') },
    {
      key: 'actions',
      header: '',
      render: (file) => (
        <Tooltip title={t('list.download')}>
          <IconButton
            size="small"
            onClick={() => void download(file)}
            aria-label={t('list.downloadAria', { name: file.name })}
          >
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
      exportValue: () => null,
    },
  ];

  const confirmDelete = () =>
    remove.mutate(selected.map(String), {
      onSuccess: (deleted) => {
        setConfirming(false);
        setSelected([]);
        onStatus({ severity: 'success', text: t('list.deleted', { count: deleted }) });
      },
      onError: (error) => {
        setConfirming(false);
        onStatus({ severity: 'error', text: errorText(tc, error) });
      },
    });

  return (
    <>
      <DataTable
        tableId="excel-files"
        {...tableQuery(list)}
        columns={columns}
        rowKey={(file) => file.file_id}
        emptyText={t('list.empty')}
        selection={{ selected: selected, onChange: setSelected }}
        exportTo={{ fileName: t('list.exportName'), sheet: t('common:sheets.excelFiles') }}
        toolbar={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {toolbar}
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              disabled={selected.length === 0}
              onClick={() => setConfirming(true)}
              data-testid="excel-delete"
            >
              {t('list.delete', { count: selected.length })}
            </Button>
          </Stack>
        }
      />
      <ConfirmDialog
        open={confirming}
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { count: selected.length })}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
        busy={remove.isPending}
      />
    </>
  );
}
