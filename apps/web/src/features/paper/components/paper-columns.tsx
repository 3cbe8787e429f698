import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Chip, Link, Stack } from '@mui/material';
import type { TFunction } from 'i18next';
import { displayPlate, type TPaper } from '@fleet/contracts';
import type { TDataTableColumn } from '@/components/data-table';
import { actionsColumn, RowAction } from '@/components/table-columns';

const STATUS_COLOR = { valid: 'success', expiring: 'warning', expired: 'error' } as const;
const ownerOf = (paper: TPaper) =>
  paper.plate ? displayPlate(paper.plate) : (paper.username ?? '');

export function paperColumns(
  t: TFunction<'paper'>,
  onDownload: (file: TPaper['files'][number]) => void,
  onEdit: (paper: TPaper) => void,
): TDataTableColumn<TPaper>[] {
  return [
    { key: 'owner', header: t('columns.owner'), render: ownerOf, exportValue: ownerOf },
    {
      key: 'type',
      header: t('columns.type'),
      render: (p) => t(`types.${p.type}`),
      exportValue: (p) => t(`types.${p.type}`),
    },
    { key: 'number', header: t('columns.number') },
    { key: 'issued_at', header: t('columns.issuedAt') },
    { key: 'expires_at', header: t('columns.expiresAt') },
    { key: 'days_left', header: t('columns.daysLeft') },
    {
      key: 'status',
      header: t('columns.status'),
      render: (p) => (
        <Chip size="small" color={STATUS_COLOR[p.status]} label={t(`statuses.${p.status}`)} />
      ),
      exportValue: (p) => t(`statuses.${p.status}`),
    },
    {
      key: 'files',
      header: t('columns.files'),
      exportValue: (p) => p.files.map((file) => file.name).join(', '),
      render: (p) => (
        <Stack spacing={0.25}>
          {p.files.map((file) => (
            <Link
              key={file.file_id}
              component="button"
              type="button"
              variant="body2"
              onClick={() => onDownload(file)}
              aria-label={t('download', { name: file.name })}
              sx={{ textAlign: 'left' }}
            >
              {file.name}
            </Link>
          ))}
        </Stack>
      ),
    },
    actionsColumn(t('columns.actions'), (p) => (
      <RowAction
        label={t('list.edit')}
        icon={<EditOutlinedIcon fontSize="small" />}
        onClick={() => onEdit(p)}
        testId={`paper-edit-${p.id}`}
      />
    )),
  ];
}
