import { useState } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTabs } from '@/components/page-tabs';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { useTabParam } from '@/lib/use-tab-param';
import { useAccountRequests } from '../api';
import { AccountRequestsPanel } from '../components/account-requests-panel';
import { UserListPanel } from '../components/user-list-panel';

/**
 * User management (/driver-management); `?tab=requests` opens the account requests.
 * The page frame of the shell renders the heading.
 */
export default function DriverManagementPage() {
  const { t } = useTranslation('users');
  const [tab, selectTab] = useTabParam(['users', 'requests']);
  const [status, setStatus] = useState<TStatus | null>(null);
  const requests = useAccountRequests();
  const open = requests.data?.filter((r) => r.status === 'new').length ?? 0;

  return (
    <Box>
      <PageTabs
        prefix="users"
        value={tab}
        onChange={selectTab}
        tabs={[
          { value: 'users', label: t('tabs.users') },
          { value: 'requests', label: t('tabs.requests'), badge: open },
        ]}
      >
        {tab === 'users' ? (
          <UserListPanel onStatus={setStatus} />
        ) : (
          <AccountRequestsPanel onStatus={setStatus} />
        )}
      </PageTabs>
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="users-status" />
    </Box>
  );
}
