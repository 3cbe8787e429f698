import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WARNING_TYPES } from '@fleet/contracts';
import { RetryAlert } from '@/components/retry-alert';
import { warningPathFor } from '@/app/paths';
import { useClientConfig } from '@/lib/client-config';
import { companyDay } from '@/lib/company-time';
import { useWarningCountsToday } from '../api';

/** Today's warnings of the user's trucks, by kind, most frequent first; links to the list. */
export function WarningsTodayCard() {
  const { t } = useTranslation('overview');
  const today = useWarningCountsToday(true);
  const timeZone = useClientConfig().config.time_zone;

  let body;
  if (today.isPending) {
    body = <Skeleton variant="rounded" height={40} data-testid="warnings-today-loading" />;
  } else if (today.isError) {
    body = (
      <RetryAlert
        error={today.error}
        onRetry={() => void today.refetch()}
        testId="warnings-today-error"
      />
    );
  } else if (today.data.total === 0) {
    body = (
      <Typography color="text.secondary" data-testid="warnings-today-empty">
        {t('warnings.empty')}
      </Typography>
    );
  } else {
    const kinds = WARNING_TYPES.map((type) => ({ type, count: today.data.counts[type] }))
      .filter((kind) => kind.count > 0)
      .sort((a, b) => b.count - a.count);
    // Each kind opens the list of today's warnings of that kind.
    const day = companyDay(new Date(), timeZone);
    body = (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {kinds.map(({ type, count }) => (
          <Chip
            key={type}
            label={`${t(`warning:types.${type}`)}: ${count}`}
            color={type === 'manual' ? 'default' : 'warning'}
            variant="outlined"
            component={RouterLink}
            to={warningPathFor({ type, from: day, to: day })}
            clickable
            data-testid={`warnings-today-${type}`}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="overview-warnings"
      data-testid="warnings-today-card"
    >
      {/* A narrow card wraps the link under the title rather than breaking the words. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1.5 }}>
        <Typography id="overview-warnings" variant="h6" component="h2" noWrap>
          {t('warnings.title')}
        </Typography>
        {today.data && (
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            data-testid="warnings-today-total"
          >
            {t('warnings.total', { count: today.data.total })}
          </Typography>
        )}
        <Button
          component={RouterLink}
          to="/warning"
          size="small"
          sx={{ ml: 'auto', whiteSpace: 'nowrap' }}
        >
          {t('warnings.open')}
        </Button>
      </Box>
      {body}
    </Paper>
  );
}
