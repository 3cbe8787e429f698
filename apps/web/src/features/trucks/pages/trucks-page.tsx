import { useState } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE } from '@fleet/contracts';
import { PageTabs } from '@/components/page-tabs';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { useSession } from '@/lib/session';
import { useTabParam } from '@/lib/use-tab-param';
import { TruckListPanel } from '../components/truck-list-panel';
import { UnknownDevicesPanel } from '../components/unknown-devices-panel';
import { useUnknownDevices } from '@/api/trucks/device-api';

/**
 * Truck management (/trucks); admins also get `?tab=devices`, the devices that send data
 * but belong to no truck. The page frame of the shell renders the heading.
 */
export default function TrucksPage() {
  const { t } = useTranslation('trucks');
  const { user } = useSession();
  const isAdmin = user?.role === ADMIN_ROLE;
  const [tab, selectTab] = useTabParam(isAdmin ? ['list', 'devices'] : ['list']);
  const [status, setStatus] = useState<TStatus | null>(null);
  const unknown = useUnknownDevices(isAdmin);

  const list = <TruckListPanel isAdmin={isAdmin} onStatus={setStatus} />;
  return (
    <Box>
      {isAdmin ? (
        <PageTabs
          prefix="trucks"
          value={tab}
          onChange={selectTab}
          tabs={[
            { value: 'list', label: t('tabs.list') },
            { value: 'devices', label: t('tabs.devices'), badge: unknown.data?.length ?? 0 },
          ]}
        >
          {tab === 'list' ? list : <UnknownDevicesPanel onStatus={setStatus} />}
        </PageTabs>
      ) : (
        list
      )}
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="trucks-status" />
    </Box>
  );
}
