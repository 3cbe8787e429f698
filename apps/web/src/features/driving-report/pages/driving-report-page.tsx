import { useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE } from '@fleet/contracts';
import { PageTabs } from '@/components/page-tabs';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { useClientConfig } from '@/lib/client-config';
import { companyToday } from '@/lib/company-time';
import { useSession } from '@/lib/session';
import { useTabParam } from '@/lib/use-tab-param';
import { useDomainSettings } from '@/lib/domain-settings';
import { DriverReportPanel } from '../components/driver-report-panel';
import { StandardReportPanel } from '../components/standard-report-panel';
import { ThresholdsDialog } from '../components/thresholds-dialog';

const TABS = ['drivers', 'reports'] as const;

/** /management/driving-report: the driver report and the standard (QCVN 31) reports. */
export default function DrivingReportPage() {
  const { t } = useTranslation('driving-report');
  const { user } = useSession();
  const { config } = useClientConfig();
  const [tab, setTab] = useTabParam(TABS);
  const isAdmin = user?.role === ADMIN_ROLE;
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<TStatus | null>(null);
  const settings = useDomainSettings(isAdmin);
  const initial = useMemo(() => companyToday(config.time_zone), [config.time_zone]);

  return (
    <Stack spacing={2}>
      {isAdmin && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="outlined"
            startIcon={<TuneIcon />}
            disabled={!settings.data}
            onClick={() => setEditing(true)}
            data-testid="thresholds-open"
          >
            {t('thresholds.open')}
          </Button>
        </Stack>
      )}
      <PageTabs
        prefix="driving-report"
        tabs={TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
        value={tab}
        onChange={setTab}
      >
        {tab === 'drivers' ? (
          <DriverReportPanel initial={initial} />
        ) : (
          <StandardReportPanel initial={initial} />
        )}
      </PageTabs>
      {editing && settings.data && (
        <ThresholdsDialog
          settings={settings.data}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setStatus({ text: t('thresholds.saved'), severity: 'success' });
          }}
        />
      )}
      <StatusSnackbar status={status} onClose={() => setStatus(null)} />
    </Stack>
  );
}
