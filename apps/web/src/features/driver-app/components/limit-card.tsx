import { Box, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TDrivingAgainstLimit, TLimitLevel } from '@fleet/contracts';
import { hoursMinutes } from '@/lib/format';

const COLOR: Record<TLimitLevel, 'success' | 'warning' | 'error'> = {
  ok: 'success',
  warn: 'warning',
  over: 'error',
};

interface Props {
  kind: 'continuous' | 'today' | 'week';
  value: TDrivingAgainstLimit;
  /** A note under the title (driving or resting, for continuous driving). */
  note?: string;
}

/** Driving against one legal limit: time left (or over) in large type, the level in words and colour. */
export function LimitCard({ kind, value, note }: Props) {
  const { t } = useTranslation('driver-app');
  const color = COLOR[value.level];
  const over = value.left_seconds < 0;
  return (
    <Paper
      variant="outlined"
      data-testid={`driver-limit-${kind}`}
      data-level={value.level}
      sx={{ p: 2, borderColor: value.level === 'ok' ? undefined : `${color}.main` }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t(`limits.${kind}`)}
          </Typography>
          {note && (
            <Typography variant="body2" color="text.secondary">
              {note}
            </Typography>
          )}
        </Box>
        <Chip size="small" color={color} label={t(`limits.level.${value.level}`)} />
      </Stack>
      <Typography
        variant="h4"
        component="p"
        data-testid={`driver-left-${kind}`}
        sx={{
          mt: 1,
          fontWeight: 700,
          color: value.level === 'ok' ? 'text.primary' : `${color}.main`,
        }}
      >
        {over
          ? t('limits.over', { time: hoursMinutes(-value.left_seconds) })
          : t('limits.left', { time: hoursMinutes(value.left_seconds) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        color={color}
        value={Math.min(100, (value.seconds / Math.max(1, value.limit_seconds)) * 100)}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
        aria-hidden
      />
      <Typography variant="body2" color="text.secondary">
        {t('limits.used', {
          time: hoursMinutes(value.seconds),
          limit: hoursMinutes(value.limit_seconds),
        })}
      </Typography>
    </Paper>
  );
}
