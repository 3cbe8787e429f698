import { useCallback, useState } from 'react';
import { Box } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TContract } from '@fleet/contracts';
import { PageTabs } from '@/components/page-tabs';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { useClientConfig } from '@/lib/client-config';
import { ContractListPanel } from '../components/contract-list-panel';
import { TripReportPanel } from '../components/trip-report-panel';
import { wireTime } from '@/lib/company-time';
import { tripParamsOf, tripSearchOf, type TTripParams } from '../lib/trip-params';

/**
 * Contracts and the trip report by day (/contract). The report's truck and range live in
 * the URL (`?tab=report&plate=…&from=…&to=…`), so a link opens the same report.
 */
export default function ContractPage() {
  const { t } = useTranslation('contracts');
  const { config } = useClientConfig();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<TStatus | null>(null);
  const tab = params.get('tab') === 'report' ? 'report' : 'list';
  const trip = tripParamsOf(params);

  const showTrip = useCallback((next: TTripParams) => setParams(tripSearchOf(next)), [setParams]);
  const openReport = useCallback(
    (contract: TContract) =>
      showTrip({
        plate: contract.plate,
        from: wireTime(contract.planned_start, config.time_zone) ?? '',
        to: wireTime(contract.planned_end, config.time_zone) ?? '',
        minMinutes: trip.minMinutes,
        contractId: contract.id,
      }),
    [showTrip, config.time_zone, trip.minMinutes],
  );
  const selectTab = (next: string) =>
    setParams(next === 'report' ? tripSearchOf(trip) : new URLSearchParams(), { replace: true });

  return (
    <Box>
      <PageTabs
        prefix="contracts"
        value={tab}
        onChange={selectTab}
        tabs={[
          { value: 'list', label: t('tabs.list') },
          { value: 'report', label: t('tabs.report') },
        ]}
      >
        {tab === 'list' ? (
          <ContractListPanel onStatus={setStatus} onReport={openReport} />
        ) : (
          <TripReportPanel trip={trip} onShow={showTrip} />
        )}
      </PageTabs>
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="contracts-status" />
    </Box>
  );
}
