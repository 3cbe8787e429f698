import { memo, useState } from 'react';
import { Box, ListItemButton, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TCurrentTruck, TTruckStatus } from '@fleet/contracts';
import { SearchField } from '@/components/list-filters';
import { RetryAlert } from '@/components/retry-alert';
import { useStoreValue, type LiveTruckStore } from '@/lib/live';
import { coordinatesText } from '@/components/place-format';
import { TRUCK_STATUS_COLORS } from '@/components/map';
import { listedAddress } from '../lib/truck-facts';
import { filterTrucks, roundSpeed } from '../lib/truck-search';
import { ContinuousDriving } from './continuous-driving';
import { StatusChips } from './status-chips';
import { VirtualList } from './virtual-list';

interface Props {
  store: LiveTruckStore;
  error: unknown;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (truck: TCurrentTruck) => void;
  /** The status chips' choice, shared with the map (none = all). */
  statuses: TTruckStatus[];
  onStatusesChange: (statuses: TTruckStatus[]) => void;
}

const ROW_HEIGHT = 78;

/** Searchable list of the live trucks with status chips; a click selects and flies. */
export function TruckListPanel(props: Props) {
  const { store, error, onRetry, selectedId, onSelect, statuses, onStatusesChange } = props;
  const { t } = useTranslation('location');
  const [search, setSearch] = useState('');
  const counts = useStoreValue(store, (live) => live.statusCounts());
  const trucks = useStoreValue(store, (live) => filterTrucks(live.values(), search, statuses), [
    search,
    statuses,
  ]);

  let body;
  if (!store.hasSnapshot && error) {
    body = (
      <RetryAlert error={error} onRetry={onRetry} testId="truck-list-error">
        {t('trucks.loadFailed')}
      </RetryAlert>
    );
  } else if (!store.hasSnapshot) {
    body = (
      <Stack spacing={1} aria-busy data-testid="truck-list-loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={ROW_HEIGHT - 8} />
        ))}
      </Stack>
    );
  } else if (trucks.length === 0) {
    body = (
      <Typography
        color="text.secondary"
        sx={{ py: 3, textAlign: 'center' }}
        data-testid="truck-list-empty"
      >
        {store.size === 0 ? t('trucks.empty') : t('trucks.noMatch')}
      </Typography>
    );
  } else {
    body = (
      <VirtualList
        items={trucks}
        rowHeight={ROW_HEIGHT}
        itemKey={(truck) => truck.id}
        label={t('tabs.trucks', { count: trucks.length })}
        testId="truck-list"
        renderItem={(truck) => (
          <TruckRow truck={truck} selected={truck.id === selectedId} onSelect={onSelect} />
        )}
      />
    );
  }

  return (
    <Stack spacing={1.5} sx={{ flex: 1, minHeight: 0, p: 1.5 }}>
      <SearchField
        value={search}
        onChange={setSearch}
        label={t('trucks.search')}
        testId="truck-search"
      />
      <StatusChips counts={counts} value={statuses} onChange={onStatusesChange} />
      {store.hasSnapshot && trucks.length > 0 && trucks.length < store.size && (
        <Typography variant="caption" color="text.secondary">
          {t('trucks.shown', { shown: trucks.length, count: store.size })}
        </Typography>
      )}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{body}</Box>
    </Stack>
  );
}

/** Memoised: a live update re-renders only the rows whose truck changed (the store replaces them). */
const TruckRow = memo(function TruckRow(props: {
  truck: TCurrentTruck;
  selected: boolean;
  onSelect: (truck: TCurrentTruck) => void;
}) {
  const { truck, selected, onSelect } = props;
  const { t } = useTranslation('location');
  const speed = roundSpeed(truck.speed_kmh);
  const driver = truck.driver_name ?? truck.current_driver;
  const hasPosition = truck.lat !== null && truck.lon !== null;
  const place = listedAddress(truck) ?? coordinatesText(truck);
  return (
    <ListItemButton
      selected={selected}
      onClick={() => onSelect(truck)}
      data-testid={`truck-row-${truck.id}`}
      sx={{ height: '100%', borderRadius: 1, gap: 1.25, alignItems: 'center' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 12,
          height: 12,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: TRUCK_STATUS_COLORS[truck.status],
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {truck.plate_display}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
            {truck.name}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {[t(`live:status.${truck.status}`), driver].filter(Boolean).join(' · ')}
          {!hasPosition && ` · ${t('trucks.noPosition')}`}
          {truck.continuous_driving_s > 0 && ' · '}
          <ContinuousDriving truck={truck} testId={`truck-driving-${truck.id}`} labelled />
        </Typography>
        {place && (
          <Typography
            variant="caption"
            color="text.secondary"
            noWrap
            component="div"
            title={place}
            data-testid={`truck-place-${truck.id}`}
          >
            {place}
          </Typography>
        )}
      </Box>
      {speed !== null && (
        <Typography
          variant="body2"
          sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
          data-testid={`truck-speed-${truck.id}`}
        >
          {t('speed', { speed })}
        </Typography>
      )}
    </ListItemButton>
  );
});
