import { useState } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTabs } from '@/components/page-tabs';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { useTabParam } from '@/lib/use-tab-param';
import { PaperListPanel } from '../components/paper-list-panel';

/** Vehicle papers (/paper): truck papers, and driver licences under `?tab=driver`. */
export default function PaperPage() {
  const { t } = useTranslation('paper');
  const [tab, selectTab] = useTabParam(['truck', 'driver'] as const);
  const [status, setStatus] = useState<TStatus | null>(null);
  return (
    <Box>
      <PageTabs
        prefix="paper"
        value={tab}
        onChange={selectTab}
        tabs={[
          { value: 'truck', label: t('tabs.truck') },
          { value: 'driver', label: t('tabs.driver') },
        ]}
      >
        <PaperListPanel key={tab} kind={tab} onStatus={setStatus} />
      </PageTabs>
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="paper-status" />
    </Box>
  );
}
