import { Button, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATUSES, type TContractStatus } from '@fleet/contracts';

interface Props {
  search: string;
  onSearchChange: (value: string) => void;
  status: TContractStatus | '';
  onStatusChange: (value: TContractStatus | '') => void;
  selectedCount: number;
  onCreate: () => void;
  onDeleteSelected: () => void;
}

const isStatus = (value: string): value is TContractStatus =>
  (CONTRACT_STATUSES as readonly string[]).includes(value);

export function ContractListToolbar(props: Props) {
  const { t } = useTranslation('contracts');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <TextField
        size="small"
        label={t('list.search')}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'contract-search' } }}
        sx={{ minWidth: 220 }}
      />
      <TextField
        select
        size="small"
        label={t('list.statusFilter')}
        value={props.status}
        onChange={(event) =>
          props.onStatusChange(isStatus(event.target.value) ? event.target.value : '')
        }
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('list.allStatuses')}</MenuItem>
        {CONTRACT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={props.onCreate}
        data-testid="contract-create"
      >
        {t('list.create')}
      </Button>
      {props.selectedCount > 0 && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          onClick={props.onDeleteSelected}
          data-testid="contract-delete-selected"
        >
          {t('list.deleteSelected', { count: props.selectedCount })}
        </Button>
      )}
    </Stack>
  );
}
