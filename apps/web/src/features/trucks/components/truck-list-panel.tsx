import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, tableQuery, type TRowKey } from '@/components/data-table';
import type { TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { useBulkDelete } from '@/lib/use-bulk-delete';
import { useDebounced } from '@/lib/use-debounced';
import { useDeleteTrucks, useDriverOptions, useTruckList } from '@/api/trucks';
import { truckListBody } from '@/api/trucks/truck-list-filter';
import { DeviceKeyDialog } from './device-key-dialog';
import { truckColumns } from './truck-columns';
import { TruckFormDialog } from './truck-form-dialog';
import { TruckListToolbar } from './truck-list-toolbar';

interface Props {
  /** Admins also get the device key of each truck. */
  isAdmin: boolean;
  onStatus: (status: TStatus) => void;
}

type TKeyTruck = TTruck & { device_id: string };

/** The trucks as a table: search, type filter, create, edit, delete, device keys. */
export function TruckListPanel({ isAdmin, onStatus }: Props) {
  const { t, i18n } = useTranslation('trucks');
  const [search, setSearch] = useState('');
  const [vehicleType, setVehicleType] = useState('');
  const debouncedSearch = useDebounced(search);
  const filter = useMemo(
    () => truckListBody(debouncedSearch, vehicleType),
    [debouncedSearch, vehicleType],
  );
  const list = useTruckList(filter);
  const drivers = useDriverOptions();
  const [selected, setSelected] = useState<TRowKey[]>([]);
  /** `pending`: the trucks the open confirmation names. */
  const bulkDelete = useBulkDelete({
    remove: useDeleteTrucks(),
    idOf: (truck: TTruck) => truck.id,
    onDeleted: (deleted) => {
      setSelected([]);
      onStatus({ text: t('delete.done', { count: deleted }), severity: 'success' });
    },
    onError: (error) => onStatus({ text: errorText(t, error), severity: 'error' }),
  });
  /** `undefined`: form closed; `null`: creating; a truck: editing it. */
  const [formTruck, setFormTruck] = useState<TTruck | null | undefined>(undefined);
  const [keyTruck, setKeyTruck] = useState<TKeyTruck | null>(null);

  // Only rows the list shows count as selected: a filter change must not delete hidden trucks.
  const chosen = useMemo(
    () => (list.data ?? []).filter((truck) => selected.includes(truck.id)),
    [list.data, selected],
  );

  const driverName = useCallback(
    (username: string) => {
      const fullname = drivers.data?.find((d) => d.username === username)?.fullname;
      return fullname ? `${fullname} (${username})` : username;
    },
    [drivers.data],
  );
  const columns = useMemo(
    () =>
      truckColumns({
        t,
        language: i18n.language,
        driverName,
        onEdit: setFormTruck,
        onDeviceKey: isAdmin ? setKeyTruck : undefined,
      }),
    [t, i18n.language, driverName, isAdmin],
  );

  const closeForm = (message?: string) => {
    setFormTruck(undefined);
    if (message) onStatus({ text: message, severity: 'success' });
  };

  return (
    <>
      <DataTable<TTruck>
        tableId="trucks"
        {...tableQuery(list)}
        columns={columns}
        rowKey={(truck) => truck.id}
        emptyText={t('list.empty')}
        selection={{ selected: chosen.map((truck) => truck.id), onChange: setSelected }}
        exportTo={{ fileName: t('list.exportName'), sheet: t('common:sheets.trucks') }}
        toolbar={
          <TruckListToolbar
            search={search}
            onSearchChange={setSearch}
            vehicleType={vehicleType}
            onVehicleTypeChange={setVehicleType}
            selectedCount={chosen.length}
            onCreate={() => setFormTruck(null)}
            onDeleteSelected={() => bulkDelete.ask(chosen)}
          />
        }
      />
      {formTruck !== undefined && (
        <TruckFormDialog truck={formTruck} isAdmin={isAdmin} onClose={closeForm} />
      )}
      {keyTruck && <DeviceKeyDialog truck={keyTruck} onClose={() => setKeyTruck(null)} />}
      <ConfirmDialog
        open={Boolean(bulkDelete.pending)}
        title={t('delete.title')}
        message={t('delete.message', {
          count: bulkDelete.pending?.length ?? 0,
          plates: bulkDelete.pending?.map((truck) => truck.plate_display).join(', ') ?? '',
        })}
        confirmText={t('delete.confirm')}
        onConfirm={bulkDelete.confirm}
        onClose={bulkDelete.cancel}
        busy={bulkDelete.busy}
      />
    </>
  );
}
