import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageTabs } from '@/components/page-tabs';
import { useTabParam } from '@/lib/use-tab-param';
import { AuditPanel } from '../components/audit-panel';
import { GrantsPanel } from '../components/grants-panel';

const TABS = ['grants', 'audit'] as const;

/** /inspector-access: admins grant inspectors a period and trucks, and read their access log. */
export default function InspectorAccessPage() {
  const { t } = useTranslation('inspector-access');
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      <PageTabs
        prefix="inspector-access"
        tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={tab}
        onChange={setTab}
      >
        {tab === 'grants' ? <GrantsPanel /> : <AuditPanel />}
      </PageTabs>
    </Stack>
  );
}
