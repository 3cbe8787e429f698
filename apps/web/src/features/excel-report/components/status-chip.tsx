import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TTripStatus } from '@fleet/contracts';

const COLORS = {
  on_time: 'success',
  late: 'error',
  not_started: 'default',
  in_progress: 'info',
} as const satisfies Record<TTripStatus, string>;

export function TripStatusChip({ status }: { status: TTripStatus }) {
  const { t } = useTranslation('excel-report');
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      label={t(`status.${status}`)}
      data-testid={`trip-status-${status}`}
    />
  );
}
