import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PushOptIn } from '@/components/push-opt-in';
import { RetryAlert } from '@/components/retry-alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDriverNow } from '../api';
import { LimitCard } from '../components/limit-card';
import { MessageSection } from '../components/message-section';
import { TripList } from '../components/trip-list';
import { TruckCard } from '../components/truck-card';

/** The driver app's "Now": the truck, and the time left before each driving limit. */
export default function DriverPage() {
  const { t } = useTranslation('driver-app');
  useDocumentTitle(t('title'));
  const now = useDriverNow();
  if (now.error && !now.data)
    return (
      <RetryAlert error={now.error} onRetry={() => void now.refetch()}>
        {t('loadFailed')}
      </RetryAlert>
    );
  if (!now.data) return <FullScreenLoader text={t('title')} />;
  const data = now.data;
  return (
    <Stack spacing={2}>
      <TruckCard now={data} />
      <LimitCard
        kind="continuous"
        value={data.continuous}
        note={t(data.driving_now ? 'limits.drivingNow' : 'limits.resting')}
      />
      <LimitCard kind="today" value={data.today} />
      <LimitCard kind="week" value={data.week} />
      {data.truck && <TripList />}
      <MessageSection />
      <PushOptIn app="driver" />
    </Stack>
  );
}
