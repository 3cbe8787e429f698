import { Box, Card, CardActionArea, Grid, Paper, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRUCK_STATUSES } from '@fleet/contracts';
import { useLiveTrucks, useStoreValue } from '@/lib/live';
import { TRUCK_STATUS_COLORS } from '@/components/map';
import { RetryAlert } from '@/components/retry-alert';
import { locationPathFor } from '@/app/paths';

/** How many trucks are moving, stopped, idling and offline now, from the live feed. */
export function FleetStatusCard() {
  const { t } = useTranslation('overview');
  const live = useLiveTrucks();
  const counts = useStoreValue(live.store, (store) => store.statusCounts());

  let body;
  if (!live.store.hasSnapshot && live.error) {
    body = <RetryAlert error={live.error} onRetry={live.retry} testId="fleet-status-error" />;
  } else if (!live.store.hasSnapshot) {
    body = <Skeleton variant="rounded" height={88} data-testid="fleet-status-loading" />;
  } else if (counts.all === 0) {
    body = (
      <Typography color="text.secondary" data-testid="fleet-status-empty">
        {t('fleet.empty')}
      </Typography>
    );
  } else {
    body = (
      <Grid container spacing={1.5}>
        {TRUCK_STATUSES.map((status) => (
          <Grid key={status} size={{ xs: 6, md: 3 }}>
            <Card
              variant="outlined"
              sx={{ borderLeft: 6, borderLeftColor: TRUCK_STATUS_COLORS[status] }}
            >
              <CardActionArea
                component={RouterLink}
                to={locationPathFor(status)}
                sx={{ p: 1.5 }}
                data-testid={`fleet-open-${status}`}
              >
                <Typography
                  variant="h4"
                  component="p"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid={`fleet-count-${status}`}
                >
                  {counts[status]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`live:status.${status}`)}
                </Typography>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="overview-fleet"
      data-testid="fleet-status-card"
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1.5 }}>
        <Typography id="overview-fleet" variant="h6" component="h2">
          {t('fleet.title')}
        </Typography>
        {live.store.hasSnapshot && (
          <Typography variant="body2" color="text.secondary">
            {t('fleet.total', { count: counts.all })}
          </Typography>
        )}
      </Box>
      {body}
    </Paper>
  );
}
