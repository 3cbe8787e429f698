import { Chip, IconButton, Stack, Tooltip } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { i18n as TI18n, TFunction } from 'i18next';
import { displayPlate, type TWarning } from '@fleet/contracts';
import type { TDataTableColumn } from '@/components/data-table';
import { warningText } from '../lib/warning-text';

const STATUS_COLOR = { new: 'error', seen: 'warning', resolved: 'success' } as const;

interface Actions {
  onEdit: (warning: TWarning) => void;
  onDelete: (warning: TWarning) => void;
  onStatus: (warning: TWarning, status: TWarning['status']) => void;
  onImage: (url: string) => void;
}

export function warningColumns(
  t: TFunction<'warning'>,
  i18n: TI18n,
  actions: Actions,
): TDataTableColumn<TWarning>[] {
  return [
    { key: 'time', header: t('columns.time'), width: 170 },
    {
      key: 'plate',
      header: t('columns.plate'),
      render: (w) => (w.plate ? displayPlate(w.plate) : ''),
      exportValue: (w) => (w.plate ? displayPlate(w.plate) : ''),
    },
    { key: 'username', header: t('columns.driver') },
    {
      key: 'type',
      header: t('columns.type'),
      render: (w) => t(`types.${w.type}`),
      exportValue: (w) => t(`types.${w.type}`),
    },
    {
      key: 'content',
      header: t('columns.content'),
      render: (w) => warningText(i18n, w),
      exportValue: (w) => warningText(i18n, w),
    },
    {
      key: 'position',
      header: t('columns.position'),
      render: (w) =>
        w.lat === null || w.lon === null ? '' : `${w.lat.toFixed(5)}, ${w.lon.toFixed(5)}`,
    },
    {
      key: 'status',
      header: t('columns.status'),
      render: (w) => (
        <Chip size="small" color={STATUS_COLOR[w.status]} label={t(`statuses.${w.status}`)} />
      ),
      exportValue: (w) => t(`statuses.${w.status}`),
    },
    { key: 'created_by', header: t('columns.createdBy') },
    {
      key: 'actions',
      header: t('columns.actions'),
      exportValue: () => null,
      render: (w) => (
        <Stack direction="row" spacing={0.5}>
          {w.image_url && (
            <Tooltip title={t('actions.viewImage')}>
              <IconButton
                size="small"
                aria-label={t('actions.viewImage')}
                onClick={() => actions.onImage(w.image_url!)}
              >
                <ImageOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {w.status === 'new' && (
            <Tooltip title={t('actions.markSeen')}>
              <IconButton
                size="small"
                aria-label={t('actions.markSeen')}
                onClick={() => actions.onStatus(w, 'seen')}
              >
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {w.status !== 'resolved' && (
            <Tooltip title={t('actions.resolve')}>
              <IconButton
                size="small"
                aria-label={t('actions.resolve')}
                onClick={() => actions.onStatus(w, 'resolved')}
                data-testid={`warning-resolve-${w.id_canh_bao}`}
              >
                <CheckCircleOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t('actions.edit')}>
            <IconButton
              size="small"
              aria-label={t('actions.edit')}
              onClick={() => actions.onEdit(w)}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('actions.delete')}>
            <IconButton
              size="small"
              color="error"
              aria-label={t('actions.delete')}
              onClick={() => actions.onDelete(w)}
              data-testid={`warning-delete-${w.id_canh_bao}`}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      ),
    },
  ];
}
