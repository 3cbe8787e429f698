import { Chip, IconButton, Stack, Tooltip } from '@mui/material';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { TFunction } from 'i18next';
import { displayPlate, type TRule } from '@fleet/contracts';
import type { TDataTableColumn } from '@/components/data-table';

const STATUS_COLOR = { ok: 'success', due_soon: 'warning', overdue: 'error' } as const;

export function ruleColumns(
  t: TFunction<'rule'>,
  language: string,
  actions: { onEdit: (rule: TRule) => void; onService: (rule: TRule) => void },
): TDataTableColumn<TRule>[] {
  const km = (value: number) => value.toLocaleString(language === 'vi' ? 'vi-VN' : 'en-GB');
  return [
    {
      key: 'plate',
      header: t('columns.plate'),
      render: (r) => displayPlate(r.plate),
      exportValue: (r) => displayPlate(r.plate),
    },
    {
      key: 'type',
      header: t('columns.type'),
      render: (r) => t(`types.${r.type}`),
      exportValue: (r) => t(`types.${r.type}`),
    },
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
    {
      key: 'status',
      header: t('columns.status'),
      render: (r) => (
        <Chip size="small" color={STATUS_COLOR[r.status]} label={t(`statuses.${r.status}`)} />
      ),
      exportValue: (r) => t(`statuses.${r.status}`),
    },
    { key: 'note', header: t('columns.note') },
    {
      key: 'actions',
      header: t('columns.actions'),
      exportValue: () => null,
      render: (r) => (
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={t('actions.recordService')}>
            <IconButton
              size="small"
              aria-label={t('actions.recordService')}
              onClick={() => actions.onService(r)}
            >
              <BuildOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('actions.edit')}>
            <IconButton
              size="small"
              aria-label={t('actions.edit')}
              onClick={() => actions.onEdit(r)}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];
}
