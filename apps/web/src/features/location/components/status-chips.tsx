import { Box, Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TRUCK_STATUSES, type TTruckStatus } from '@fleet/contracts';
import type { TStatusCounts } from '@/lib/live';
import { TRUCK_STATUS_COLORS } from '@/components/map';

interface Props {
  counts: TStatusCounts;
  value: readonly TTruckStatus[];
  onChange: (value: TTruckStatus[]) => void;
}

/** "All" plus one toggle chip per status, each with its count; none on means all. */
export function StatusChips({ counts, value, onChange }: Props) {
  const { t } = useTranslation('location');
  const toggle = (status: TTruckStatus) =>
    onChange(value.includes(status) ? value.filter((s) => s !== status) : [...value, status]);
  const allOn = value.length === 0;
  return (
    <Stack
      direction="row"
      spacing={0.75}
      useFlexGap
      role="group"
      aria-label={t('trucks.filterLabel')}
      sx={{ flexWrap: 'wrap' }}
    >
      <Chip
        size="small"
        label={`${t('trucks.all')} ${counts.all}`}
        color={allOn ? 'primary' : 'default'}
        variant={allOn ? 'filled' : 'outlined'}
        onClick={() => onChange([])}
        aria-pressed={allOn}
        data-testid="truck-status-all"
      />
      {TRUCK_STATUSES.map((status) => {
        const on = value.includes(status);
        return (
          <Chip
            key={status}
            size="small"
            icon={
              <Box
                component="span"
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: TRUCK_STATUS_COLORS[status],
                  ml: '6px !important',
                }}
              />
            }
            label={`${t(`live:status.${status}`)} ${counts[status]}`}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            onClick={() => toggle(status)}
            aria-pressed={on}
            data-testid={`truck-status-${status}`}
          />
        );
      })}
    </Stack>
  );
}
