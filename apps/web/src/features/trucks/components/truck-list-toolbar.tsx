import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { VEHICLE_TYPES } from '@fleet/contracts';

interface Props {
  search: string;
  onSearchChange: (search: string) => void;
  /** '' for every type. */
  vehicleType: string;
  onVehicleTypeChange: (vehicleType: string) => void;
  selectedCount: number;
  onCreate: () => void;
  onDeleteSelected: () => void;
}

export function TruckListToolbar(props: Props) {
  const { search, onSearchChange, vehicleType, onVehicleTypeChange } = props;
  const { selectedCount, onCreate, onDeleteSelected } = props;
  const { t } = useTranslation('trucks');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap>
      <TextField
        size="small"
        type="search"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder={t('list.search')}
        sx={{ flex: 1, maxWidth: { md: 380 } }}
        slotProps={{
          htmlInput: { 'data-testid': 'trucks-search', 'aria-label': t('list.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        id="trucks-vehicle-type"
        label={t('list.vehicleTypeFilter')}
        value={vehicleType}
        onChange={(event) => onVehicleTypeChange(event.target.value)}
        sx={{ minWidth: 220 }}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'trucks-vehicle-type' },
        }}
      >
        <option value="">{t('list.allTypes')}</option>
        {VEHICLE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`vehicleTypes.${type}`)}
          </option>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' }, flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          disabled={selectedCount === 0}
          onClick={onDeleteSelected}
          data-testid="trucks-delete-selected"
        >
          {t('list.deleteSelected', { count: selectedCount })}
        </Button>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onCreate}
          data-testid="trucks-create"
        >
          {t('list.create')}
        </Button>
      </Stack>
    </Stack>
  );
}
