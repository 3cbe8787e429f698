import { Chip, IconButton, Stack, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import RouteIcon from '@mui/icons-material/Route';
import type { TContract, TContractStatus } from '@fleet/contracts';
import type { TDataTableColumn } from '@/components/data-table';
import type { TTranslate } from '../lib/translate';

const STATUS_COLORS: Record<TContractStatus, 'default' | 'info' | 'success' | 'warning'> = {
  planned: 'info',
  in_progress: 'warning',
  done: 'success',
  cancelled: 'default',
};

interface Options {
  t: TTranslate;
  onEdit: (contract: TContract) => void;
  onReport: (contract: TContract) => void;
}

/** Columns of the contract list; the export writes the same texts without the buttons. */
export function contractColumns({ t, onEdit, onReport }: Options): TDataTableColumn<TContract>[] {
  return [
    { key: 'code', header: t('columns.code') },
    { key: 'customer', header: t('columns.customer') },
    { key: 'plate_display', header: t('columns.plate') },
    {
      key: 'driver',
      header: t('columns.driver'),
      render: (c) => c.driver_name ?? c.driver_username ?? '',
    },
    { key: 'planned_start', header: t('columns.plannedStart') },
    { key: 'planned_end', header: t('columns.plannedEnd') },
    { key: 'origin', header: t('columns.origin'), render: (c) => c.origin?.name ?? '' },
    {
      key: 'destination',
      header: t('columns.destination'),
      render: (c) => c.destination?.name ?? '',
    },
    { key: 'cargo', header: t('columns.cargo') },
    {
      key: 'status',
      header: t('columns.status'),
      render: (c) => (
        <Chip size="small" color={STATUS_COLORS[c.status]} label={t(`status.${c.status}`)} />
      ),
      exportValue: (c) => t(`status.${c.status}`),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      exportValue: () => null,
      render: (c) => (
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={t('list.report')}>
            <IconButton
              size="small"
              aria-label={`${t('list.report')} ${c.code}`}
              onClick={() => onReport(c)}
              data-testid={`contract-report-${c.id}`}
            >
              <RouteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('list.edit')}>
            <IconButton
              size="small"
              aria-label={`${t('list.edit')} ${c.code}`}
              onClick={() => onEdit(c)}
              data-testid={`contract-edit-${c.id}`}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];
}
