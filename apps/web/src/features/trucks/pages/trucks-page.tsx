import { useCallback, useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type TRowKey } from '@/components/data-table';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { useDeleteTrucks, useDriverOptions, useTruckList } from '../api';
import { TruckFormDialog } from '../components/truck-form-dialog';
import { truckColumns } from '../components/truck-columns';
import { TruckListToolbar } from '../components/truck-list-toolbar';
import { truckListBody } from '../lib/truck-list-filter';
import { useDebounced } from '../lib/use-debounced';

/** Truck management (/trucks). The page frame of the shell renders the heading. */
export default function TrucksPage() {
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
  const deleteTrucks = useDeleteTrucks();
  const [selected, setSelected] = useState<TRowKey[]>([]);
  /** The trucks the open confirmation names; null: no confirmation open. */
  const [deleting, setDeleting] = useState<TTruck[] | null>(null);
  /** `undefined`: form closed; `null`: creating; a truck: editing it. */
  const [formTruck, setFormTruck] = useState<TTruck | null | undefined>(undefined);
  const [status, setStatus] = useState<TStatus | null>(null);

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
    () => truckColumns({ t, language: i18n.language, driverName, onEdit: setFormTruck }),
    [t, i18n.language, driverName],
  );

  const closeForm = (message?: string) => {
    setFormTruck(undefined);
    if (message) setStatus({ text: message, severity: 'success' });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    deleteTrucks.mutate(
      deleting.map((truck) => truck.id),
      {
        onSuccess: ({ deleted }) => {
          setSelected([]);
          setStatus({ text: t('delete.done', { count: deleted }), severity: 'success' });
        },
        onError: (error) => setStatus({ text: errorText(t, error), severity: 'error' }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <Box>
      <DataTable<TTruck>
        rows={list.data}
        columns={columns}
        rowKey={(truck) => truck.id}
        loading={list.isFetching}
        error={list.error ?? undefined}
        onRetry={() => void list.refetch()}
        emptyText={t('list.empty')}
        selectable
        selected={chosen.map((truck) => truck.id)}
        onSelectedChange={setSelected}
        exportFileName={t('list.exportName')}
        toolbar={
          <TruckListToolbar
            search={search}
            onSearchChange={setSearch}
            vehicleType={vehicleType}
            onVehicleTypeChange={setVehicleType}
            selectedCount={chosen.length}
            onCreate={() => setFormTruck(null)}
            onDeleteSelected={() => setDeleting(chosen)}
          />
        }
      />
      {formTruck !== undefined && <TruckFormDialog truck={formTruck} onClose={closeForm} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('delete.title')}
        message={t('delete.message', {
          count: deleting?.length ?? 0,
          plates: deleting?.map((truck) => truck.plate_display).join(', ') ?? '',
        })}
        confirmText={t('delete.confirm')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        busy={deleteTrucks.isPending}
      />
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="trucks-status" />
    </Box>
  );
}
