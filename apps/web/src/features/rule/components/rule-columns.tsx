import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TFunction } from 'i18next';
import { displayPlate, type TRule } from '@fleet/contracts';
import type { TDataTableColumn } from '@/components/data-table';
import { actionsColumn, RowAction, statusChipColumn, textColumn } from '@/components/table-columns';

const STATUS_COLOR = { ok: 'success', due_soon: 'warning', overdue: 'error' } as const;

export function ruleColumns(
  t: TFunction<'rule'>,
  language: string,
  actions: { onEdit: (rule: TRule) => void; onService: (rule: TRule) => void },
): TDataTableColumn<TRule>[] {
  const km = (value: number) => value.toLocaleString(language === 'vi' ? 'vi-VN' : 'en-GB');
  return [
    textColumn('plate', t('columns.plate'), (r) => displayPlate(r.plate)),
    textColumn('type', t('columns.type'), (r) => t(`types.${r.type}`)),
    {
      key: 'applies',
      header: t('columns.appliesTo'),
      render: (r) =>
        r.vehicle_type
          ? t('appliesTo.type', { type: t(`vehicleTypes.${r.vehicle_type}`) })
          : t('appliesTo.truck'),
    },
    { key: 'total_km', header: t('columns.totalKm'), render: (r) => km(r.total_km) },
    {
      key: 'last_service_km',
      header: t('columns.lastServiceKm'),
      render: (r) => km(r.last_service_km),
    },
    { key: 'current_km', header: t('columns.currentKm'), render: (r) => km(r.current_km) },
    { key: 'due_km', header: t('columns.dueKm'), render: (r) => km(r.due_km) },
    { key: 'km_left', header: t('columns.kmLeft'), render: (r) => km(r.km_left) },
    statusChipColumn(
      t('columns.status'),
      (r) => t(`statuses.${r.status}`),
      (r) => STATUS_COLOR[r.status],
    ),
    { key: 'note', header: t('columns.note') },
    actionsColumn(t('columns.actions'), (r) => (
      <>
        <RowAction
          label={t('actions.recordService')}
          icon={<BuildOutlinedIcon fontSize="small" />}
          onClick={() => actions.onService(r)}
        />
        <RowAction
          label={t('actions.edit')}
          icon={<EditOutlinedIcon fontSize="small" />}
          onClick={() => actions.onEdit(r)}
        />
      </>
    )),
  ];
}
