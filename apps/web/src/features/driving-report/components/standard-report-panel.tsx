import { useState } from 'react';
import { Alert, LinearProgress, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  STANDARD_REPORTS,
  type TStandardReportCode,
  type TStandardReportRequest,
} from '@fleet/contracts';
import { RetryAlert } from '@/components/retry-alert';
import { errorText } from '@/i18n/error-text';
import { useThresholdLabels } from '@/lib/domain-settings';
import { downloadStandardReport, useStandardReport } from '../api';
import { reportRequest, type TReportDraft } from '../lib/report-request';
import { ReportFilterForm } from './report-filter-form';
import { ReportTable } from './report-table';

interface TAsked {
  code: TStandardReportCode;
  request: TStandardReportRequest;
}

/** The seven QCVN 31 reports: pick one, a truck or driver, the period; page and download. */
export function StandardReportPanel({ initial }: { initial: { from: string; to: string } }) {
  const { t } = useTranslation('driving-report');
  const { t: tc } = useTranslation();
  const [code, setCode] = useState<TStandardReportCode>('b5-1');
  const [draft, setDraft] = useState<TReportDraft>({
    ...initial,
    plate: '',
    driver: '',
    overLimitOnly: false,
    minStop: -1,
  });
  const [asked, setAsked] = useState<TAsked | null>(null);
  const [paging, setPaging] = useState({ page: 1, pageSize: 100 });
  const [problem, setProblem] = useState<string | null>(null);
  const [download, setDownload] = useState({ busy: false, error: null as unknown });
  // B.1 pages on the server (a month of fixes); the others answer every row at once.
  const serverPaged = asked?.code === 'b1';
  const request = asked
    ? serverPaged
      ? { ...asked.request, page: paging.page, page_size: paging.pageSize }
      : asked.request
    : null;
  const report = useStandardReport(asked?.code ?? code, request);
  const thresholds = useThresholdLabels();

  const show = () => {
    const next = reportRequest(code, draft);
    if (typeof next === 'string') return setProblem(t(`filter.${next}`));
    setProblem(null);
    setPaging((p) => ({ ...p, page: 1 }));
    setAsked({ code, request: next });
  };

  const save = async () => {
    if (!asked) return;
    setDownload({ busy: true, error: null });
    try {
      const name = `${STANDARD_REPORTS[asked.code].label}.xlsx`;
      await downloadStandardReport(asked.code, asked.request, name);
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({ busy: false, error });
    }
  };

  const current = report.data?.code === asked?.code ? report.data : undefined;
  return (
    <Stack spacing={2}>
      <ReportFilterForm
        code={code}
        onCode={setCode}
        draft={draft}
        onDraft={(change) => setDraft((d) => ({ ...d, ...change }))}
        thresholds={thresholds.labels}
        onShow={show}
        onDownload={() => void save()}
        canDownload={asked !== null}
        downloading={download.busy}
      />
      {problem && <Alert severity="warning">{problem}</Alert>}
      {Boolean(download.error) && <Alert severity="error">{errorText(tc, download.error)}</Alert>}
      {asked && !thresholds.labels && (
        // Headers name the admin's bands and limits: the table waits for the settings.
        <Paper variant="outlined" sx={{ p: 2 }}>
          {thresholds.error ? (
            <RetryAlert error={thresholds.error} onRetry={thresholds.retry} />
          ) : (
            <LinearProgress />
          )}
        </Paper>
      )}
      {asked && thresholds.labels && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ReportTable
            // A new report starts on its first page.
            key={JSON.stringify(asked)}
            code={asked.code}
            rows={current?.rows}
            total={current?.total ?? null}
            thresholds={thresholds.labels}
            serverPaging={
              serverPaged
                ? {
                    ...paging,
                    count: current?.total_rows ?? 0,
                    onChange: (page, pageSize) => setPaging({ page, pageSize }),
                  }
                : undefined
            }
            loading={report.isFetching}
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        </Paper>
      )}
    </Stack>
  );
}
