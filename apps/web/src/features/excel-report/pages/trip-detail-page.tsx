import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/i18n';
import { useTripDetail } from '../api';
import { filePath } from '../components/excel-file-table';
import { OrderPhotos } from '../components/order-photos';
import { TripFacts } from '../components/trip-facts';
import { TripMap } from '../components/trip-map';

/** One planned trip (/management/excel-report/:id/trip/:tripId): plan, actual, route, photos. */
export default function TripDetailPage() {
  const { t } = useTranslation('excel-report');
  const { t: tc } = useTranslation();
  const params = useParams();
  const id = params.id ?? '';
  const detail = useTripDetail(id, Number(params.tripId));

  const back = (
    <Button component={RouterLink} to={`${filePath(id)}/trips`} startIcon={<ArrowBackIcon />}>
      {t('trip.back')}
    </Button>
  );
  if (detail.isError || !Number.isInteger(Number(params.tripId)))
    return (
      <Box>
        {back}
        <Alert severity="error" sx={{ mt: 2 }}>
          {detail.isError ? errorText(tc, detail.error) : t('trip.notFound')}
        </Alert>
      </Box>
    );
  if (detail.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={tc('status.loading')} />
      </Box>
    );
  return (
    <Box data-testid="trip-detail">
      <Box sx={{ mb: 2 }}>{back}</Box>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <TripFacts trip={detail.data.trip} />
          <OrderPhotos orderCode={detail.data.trip.order_code} />
        </Stack>
        <Box sx={{ flex: 1.4, minWidth: 0 }}>
          <TripMap detail={detail.data} />
        </Box>
      </Stack>
    </Box>
  );
}
