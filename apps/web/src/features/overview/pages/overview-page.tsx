import { Box, Card, CardActionArea, Grid, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NAV_PAGES } from '@/app/paths';
import { useClientConfig } from '@/lib/client-config';
import { companyHour } from '@/lib/company-time';
import { usePageGrants } from '@/lib/grants';
import { useSession } from '@/lib/session';
import { CoverArt } from '../components/cover-art';
import { DriverTimeCard } from '../components/driver-time-card';
import { FleetStatusCard } from '../components/fleet-status-card';
import { WarningsTodayCard } from '../components/warnings-today-card';
import { dayPart } from '../greeting';

/**
 * /overview: a greeting over the cover, then the fleet's state first (trucks by status,
 * today's warnings, drivers nearest their driving limits), then shortcuts to the pages
 * this user may open.
 */
export default function OverviewPage() {
  const { t } = useTranslation('overview');
  const { user } = useSession();
  const { canOpen } = usePageGrants();
  const timeZone = useClientConfig().config.time_zone;
  const name = user?.fullname || user?.username || '';
  const shortcuts = NAV_PAGES.filter(
    (page) => page.key !== 'overview' && page.access === 'grant' && canOpen(page),
  );

  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        sx={{ position: 'relative', overflow: 'hidden', height: { xs: 220, sm: 280 } }}
      >
        <CoverArt label={t('coverAlt')} />
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            p: { xs: 2.5, sm: 4 },
            color: 'common.white',
            background: 'linear-gradient(90deg, rgba(10,28,56,0.65) 0%, rgba(10,28,56,0) 70%)',
          }}
        >
          <Typography
            variant="h4"
            component="h2"
            data-testid="overview-greeting"
            sx={{ fontSize: { xs: '1.4rem', sm: '2rem' }, maxWidth: 560 }}
          >
            {t(`greeting.${dayPart(companyHour(new Date(), timeZone))}`, { name })}
          </Typography>
          <Typography sx={{ mt: 1, opacity: 0.9, maxWidth: 460 }}>{t('subtitle')}</Typography>
        </Box>
      </Paper>
      <Grid container spacing={3}>
        {canOpen({ key: 'location', access: 'grant' }) && (
          <Grid size={{ xs: 12, lg: 7 }}>
            <FleetStatusCard />
          </Grid>
        )}
        {canOpen({ key: 'warning', access: 'grant' }) && (
          <Grid size={{ xs: 12, lg: 5 }}>
            <WarningsTodayCard />
          </Grid>
        )}
      </Grid>
      {canOpen({ key: 'management/driving-report', access: 'grant' }) && <DriverTimeCard />}
      {shortcuts.length > 0 && (
        <Box component="section" aria-labelledby="overview-shortcuts">
          <Typography id="overview-shortcuts" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('shortcuts')}
          </Typography>
          <Grid container spacing={1.5}>
            {shortcuts.map((page) => (
              <Grid key={page.key} size={{ xs: 6, sm: 4, lg: 3 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={page.path}
                    sx={{ p: 2, height: '100%' }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t(`common:pages.${page.key}`)}
                    </Typography>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>
      )}
    </Stack>
  );
}
