import { useTranslation } from 'react-i18next';
import { VEHICLE_TYPES } from '@fleet/contracts';
import { SearchField, SelectFilter } from '@/components/list-filters';
import { ListToolbar } from '@/components/list-toolbar';

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
    <ListToolbar
      selectedCount={selectedCount}
      deleteLabel={t('list.deleteSelected', { count: selectedCount })}
      onDeleteSelected={onDeleteSelected}
      createLabel={t('list.create')}
      onCreate={onCreate}
      testId="trucks"
    >
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
    </ListToolbar>
  );
}
