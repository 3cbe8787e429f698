import { useState } from 'react';
import { Badge, Box, Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAccountRequests } from '../api';
import { AccountRequestsPanel } from '../components/account-requests-panel';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { UserListPanel } from '../components/user-list-panel';

type TTab = 'users' | 'requests';

/**
 * User management (/driver-management); `?tab=requests` opens the account requests.
 * The page frame of the shell renders the heading.
 */
export default function DriverManagementPage() {
  const { t } = useTranslation('users');
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'requests' ? 'requests' : 'users';
  const [status, setStatus] = useState<TStatus | null>(null);
  const requests = useAccountRequests();
  const open = requests.data?.filter((r) => r.status === 'new').length ?? 0;

  const selectTab = (next: TTab) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'requests') updated.set('tab', 'requests');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, next: TTab) => selectTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab
          value="users"
          label={t('tabs.users')}
          id="users-tab-users"
          aria-controls="users-panel-users"
          data-testid="users-tab-users"
        />
        <Tab
          value="requests"
          id="users-tab-requests"
          aria-controls="users-panel-requests"
          data-testid="users-tab-requests"
          label={
            <Badge color="warning" badgeContent={open} sx={{ pr: open ? 1.5 : 0 }}>
              {t('tabs.requests')}
            </Badge>
          }
        />
      </Tabs>
      <Box role="tabpanel" id={`users-panel-${tab}`} aria-labelledby={`users-tab-${tab}`}>
        {tab === 'users' ? (
          <UserListPanel onStatus={setStatus} />
        ) : (
          <AccountRequestsPanel onStatus={setStatus} />
        )}
      </Box>
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="users-status" />
    </Box>
  );
}
