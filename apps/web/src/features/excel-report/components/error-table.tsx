import { useTranslation } from 'react-i18next';
import type { TTripPlanRowError } from '@fleet/contracts';
import { DataTable, type TDataTableColumn } from '@/components/data-table';
import { rowErrorText } from '../lib/row-errors';

/** Rows left out of a partial import, by row and column. */
export function ErrorTable({ errors }: { errors: TTripPlanRowError[] }) {
  const { t, i18n } = useTranslation('excel-report');
  const columns: TDataTableColumn<TTripPlanRowError>[] = [
    { key: 'row', header: t('errors.columns.row') },
    { key: 'column', header: t('errors.columns.column') },
    {
      key: 'message',
      header: t('errors.columns.message'),
      render: (error) => rowErrorText(t, error, i18n.language),
      exportValue: (error) => rowErrorText(t, error, i18n.language),
    },
  ];
  return (
    <DataTable
      tableId="excel-errors"
      sortPrefix="errors"
      rows={errors}
      loading={false}
      columns={columns}
      rowKey={(error) => `${error.row}-${error.field}-${error.message}`}
      emptyText={t('file.noErrors')}
      exportTo={{ fileName: t('errors.exportName'), sheet: t('common:sheets.rowErrors') }}
    />
  );
}
