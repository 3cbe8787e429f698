import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { displayPlate, type TCurrentTruck } from '@fleet/contracts';
import { SearchField } from '@/components/list-filters';
import {
  DEFAULT_ONLINE_FILTER,
  filterTrucks,
  isOnline,
  type TOnlineFilter,
} from '../lib/truck-filter';

interface Props {
  trucks: TCurrentTruck[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Cameras of a truck that can be watched live (a source is set). */
  liveCount: (truckId: number) => number;
  selected: number[];
  onSelectedChange: (ids: number[]) => void;
  onShow: () => void;
}

/** Trucks to watch: the online/offline filter (both on by default), a search, selection. */
export function TruckPanel(props: Props) {
  const { trucks, loading, failed, onRetry, liveCount, selected, onSelectedChange, onShow } = props;
  const { t } = useTranslation('live-camera');
  const [filter, setFilter] = useState<TOnlineFilter>(DEFAULT_ONLINE_FILTER);
  const [search, setSearch] = useState('');
  const shown = filterTrucks(trucks, filter, search);
  const toggle = (id: number) =>
    onSelectedChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  return (
    <Paper sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0 }}>
      <Typography variant="subtitle1">{t('trucks.title')}</Typography>
      <SearchField
        value={search}
        onChange={setSearch}
        label={t('trucks.search')}
        testId="live-camera-search"
      />
      <Stack direction="row">
        {(['online', 'offline'] as const).map((kind) => (
          <FormControlLabel
            key={kind}
            label={t(`trucks.${kind}`)}
            control={
              <Checkbox
                checked={filter[kind]}
                onChange={(event) => setFilter((f) => ({ ...f, [kind]: event.target.checked }))}
                slotProps={{ input: { 'data-testid': `live-camera-filter-${kind}` } as object }}
              />
            }
          />
        ))}
      </Stack>
      {failed && (
        <Alert severity="error" action={<Button onClick={onRetry}>{t('trucks.retry')}</Button>}>
          {t('trucks.error')}
        </Alert>
      )}
      <Box sx={{ overflow: 'auto', maxHeight: { xs: 280, md: 'calc(100vh - 360px)' } }}>
        {loading && trucks.length === 0 ? (
          Array.from({ length: 5 }, (_, i) => <Skeleton key={i} variant="text" height={40} />)
        ) : shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
            {t('trucks.empty')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {shown.map((truck) => {
              // The count is the truck's own `cameras` field, as in the truck list; whether
              // any of them can be watched live is said apart.
              const cameras = t('trucks.cameras', { count: truck.cameras });
              const noLiveSource = truck.cameras > 0 && liveCount(truck.id) === 0;
              return (
                <ListItem key={truck.id} disablePadding>
                  <ListItemButton
                    onClick={() => toggle(truck.id)}
                    data-testid={`live-camera-truck-${truck.id}`}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox
                        edge="start"
                        tabIndex={-1}
                        disableRipple
                        checked={selected.includes(truck.id)}
                      />
                    </ListItemIcon>
                    <ListItemText
                      primary={displayPlate(truck.plate)}
                      secondary={[
                        isOnline(truck) ? t('trucks.online') : t('trucks.offline'),
                        cameras,
                        ...(noLiveSource ? [t('trucks.noLiveSource')] : []),
                      ].join(' · ')}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={onShow} data-testid="live-camera-show">
          {t('trucks.show', { count: selected.length })}
        </Button>
        <Button onClick={() => onSelectedChange([])} disabled={selected.length === 0}>
          {t('trucks.clear')}
        </Button>
      </Stack>
    </Paper>
  );
}
