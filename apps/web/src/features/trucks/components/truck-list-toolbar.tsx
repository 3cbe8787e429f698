import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { VEHICLE_TYPES } from '@fleet/contracts';
import { SearchField, SelectFilter } from '@/components/list-filters';

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
      <SearchField
        value={search}
        onChange={onSearchChange}
        label={t('list.search')}
        testId="trucks-search"
        sx={{ flex: 1, maxWidth: { md: 380 } }}
      />
      <SelectFilter
        id="trucks-vehicle-type"
        label={t('list.vehicleTypeFilter')}
        value={vehicleType}
        onChange={onVehicleTypeChange}
        testId="trucks-vehicle-type"
        sx={{ minWidth: 220 }}
      >
        <option value="">{t('list.allTypes')}</option>
        {VEHICLE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`vehicleTypes.${type}`)}
          </option>
        ))}
      </SelectFilter>
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
