import AttachFileIcon from '@mui/icons-material/AttachFile';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { i18n as TI18n, TFunction } from 'i18next';
import { displayPlate, type TWarning } from '@fleet/contracts';
import type { TDataTableColumn } from '@/components/data-table';
import { placeColumn } from '@/components/place-text';
import { actionsColumn, RowAction, statusChipColumn, textColumn } from '@/components/table-columns';
import { MomentLinks } from '@/components/moment-links';
import { warningText } from '../lib/warning-text';

const STATUS_COLOR = { new: 'error', seen: 'warning', resolved: 'success' } as const;

interface Actions {
  onEdit: (warning: TWarning) => void;
  onDelete: (warning: TWarning) => void;
  onStatus: (warning: TWarning, status: TWarning['status']) => void;
  onImage: (url: string) => void;
  onFiles: (warning: TWarning) => void;
}

const driverName = (w: TWarning) => w.driver_name ?? w.username ?? '';

export function warningColumns(
  t: TFunction<'warning'>,
  i18n: TI18n,
  actions: Actions,
): TDataTableColumn<TWarning>[] {
  return [
    { key: 'time', header: t('columns.time'), width: 170 },
    textColumn('plate', t('columns.plate'), (w) => (w.plate ? displayPlate(w.plate) : '')),
    {
      key: 'username',
      header: t('columns.driver'),
      // The person by name; the login on hover.
      render: (w) => <span title={w.username ?? undefined}>{driverName(w)}</span>,
      exportValue: driverName,
    },
    textColumn('type', t('columns.type'), (w) => t(`types.${w.type}`)),
    textColumn('content', t('columns.content'), (w) => warningText(i18n, w)),
    placeColumn('position', t('columns.position')),
    statusChipColumn(
      t('columns.status'),
      (w) => t(`statuses.${w.status}`),
      (w) => STATUS_COLOR[w.status],
    ),
    { key: 'created_by', header: t('columns.createdBy') },
    actionsColumn(t('columns.actions'), (w) => (
      <>
        <MomentLinks plate={w.plate} time={w.time} testId={String(w.id_canh_bao)} />
        {w.image_url && (
          <RowAction
            label={t('actions.viewImage')}
            icon={<ImageOutlinedIcon fontSize="small" />}
            onClick={() => actions.onImage(w.image_url!)}
          />
        )}
        {w.attachments > 0 && (
          <RowAction
            label={`${t('actions.viewFiles')} (${w.attachments})`}
            icon={<AttachFileIcon fontSize="small" />}
            onClick={() => actions.onFiles(w)}
            testId={`warning-files-${w.id_canh_bao}`}
          />
        )}
        {w.status === 'new' && (
          <RowAction
            label={t('actions.markSeen')}
            icon={<VisibilityOutlinedIcon fontSize="small" />}
            onClick={() => actions.onStatus(w, 'seen')}
          />
        )}
        {w.status !== 'resolved' && (
          <RowAction
            label={t('actions.resolve')}
            icon={<CheckCircleOutlineIcon fontSize="small" />}
            onClick={() => actions.onStatus(w, 'resolved')}
            testId={`warning-resolve-${w.id_canh_bao}`}
          />
        )}
        <RowAction
          label={t('actions.edit')}
          icon={<EditOutlinedIcon fontSize="small" />}
          onClick={() => actions.onEdit(w)}
        />
        <RowAction
          label={t('actions.delete')}
          icon={<DeleteOutlineIcon fontSize="small" />}
          color="error"
          onClick={() => actions.onDelete(w)}
          testId={`warning-delete-${w.id_canh_bao}`}
        />
      </>
    )),
  ];
}
