import { useState } from 'react';
import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import BusinessIcon from '@mui/icons-material/Business';
import SendIcon from '@mui/icons-material/Send';
import ArchiveIcon from '@mui/icons-material/Archive';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE, FEED_MAX_LAG_S, type TAuthorityFeedTruck } from '@fleet/contracts';
import { DataTable } from '@/components/data-table';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { statusChipColumn, textColumn } from '@/components/table-columns';
import { useClientConfig } from '@/lib/client-config';
import { displayTime } from '@/lib/company-time';
import { useSession } from '@/lib/session';
import { errorText } from '@/i18n/error-text';
import { useCompany, useFeedSettings, useFeedStatus, useTestFeed } from '../api';
import { CompanyDialog } from '../components/company-dialog';
import { ExportDialog } from '../components/export-dialog';
import { FeedSettingsDialog } from '../components/feed-settings-dialog';

/** One figure of the summary. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * /authority-feed: what the journey feed to the authority forwarded (per truck: last fix,
 * lag, backlog, trucks that report but forwarded nothing for 2 minutes); admins set the
 * broker and the company's identity here and send a test message.
 */
export default function AuthorityFeedPage() {
  const { t } = useTranslation('authority-feed');
  const { user } = useSession();
  const { config } = useClientConfig();
  const isAdmin = user?.role === ADMIN_ROLE;
  const status = useFeedStatus();
  const settings = useFeedSettings(isAdmin);
  const company = useCompany();
  const test = useTestFeed();
  const [dialog, setDialog] = useState<'settings' | 'company' | 'export' | null>(null);
  const [notice, setNotice] = useState<TStatus | null>(null);
  const feed = status.data;
  const time = (value: string | null) => (value ? displayTime(value, config.time_zone) : '—');
  const seconds = (value: number | null) =>
    value === null ? t('summary.none') : t('summary.seconds', { value });
  const state = !feed?.enabled ? 'off' : feed.failure ? 'failing' : 'ok';
  const late =
    feed?.enabled &&
    ((feed.p95_lag_s ?? 0) > FEED_MAX_LAG_S || (feed.oldest_waiting_s ?? 0) > FEED_MAX_LAG_S);

  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: (result) =>
        setNotice(
          result.ok
            ? { severity: 'success', text: t('settings.testOk') }
            : {
                severity: 'error',
                text: t('settings.testFailed', { reason: t(`failures.${result.failure!}`) }),
              },
        ),
      onError: (error) => setNotice({ severity: 'error', text: errorText(t, error) }),
    });

  const truckState = (row: TAuthorityFeedTruck) =>
    row.problem ? t(`problems.${row.problem}`) : row.silent ? t('trucks.silent') : t('trucks.fine');

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<ArchiveIcon />}
          onClick={() => setDialog('export')}
          data-testid="authority-export-open"
        >
          {t('export.open')}
        </Button>
      </Stack>
      {isAdmin && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<SettingsIcon />}
            disabled={!settings.data}
            onClick={() => setDialog('settings')}
            data-testid="authority-feed-settings-open"
          >
            {t('settings.open')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<BusinessIcon />}
            disabled={!company.data}
            onClick={() => setDialog('company')}
            data-testid="company-open"
          >
            {t('company.open')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<SendIcon />}
            disabled={!settings.data?.url || test.isPending}
            onClick={runTest}
            data-testid="authority-feed-test"
          >
            {t('settings.test')}
          </Button>
        </Stack>
      )}
      {company.data && !company.data.tax_code && (
        <Alert severity="warning">{t('company.missingTaxCode')}</Alert>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            <Stack sx={{ minWidth: 140 }}>
              <Typography variant="caption" color="text.secondary">
                {t('summary.state')}
              </Typography>
              <Chip
                data-testid="authority-feed-state"
                label={t(`summary.${state}`)}
                color={state === 'ok' ? 'success' : state === 'failing' ? 'error' : 'default'}
                sx={{ alignSelf: 'flex-start' }}
              />
            </Stack>
            <Figure
              label={t('summary.backlog')}
              value={String(feed?.backlog ?? 0)}
              testId="authority-feed-backlog"
            />
            <Figure
              label={t('summary.oldest')}
              value={seconds(feed?.oldest_waiting_s ?? null)}
              testId="authority-feed-oldest"
            />
            <Figure
              label={t('summary.lag')}
              value={seconds(feed?.p95_lag_s ?? null)}
              testId="authority-feed-lag"
            />
            <Figure
              label={t('summary.confirmedAt')}
              value={time(feed?.confirmed_at ?? null)}
              testId="authority-feed-confirmed"
            />
          </Stack>
          {feed?.failure && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="authority-feed-failure">
              {t(`failures.${feed.failure}`)}
              {feed.failure_at ? ` (${t('summary.since', { time: time(feed.failure_at) })})` : ''}
            </Alert>
          )}
          {late && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('summary.late')}
            </Alert>
          )}
        </CardContent>
      </Card>
      <DataTable<TAuthorityFeedTruck>
        tableId="authority-feed"
        rows={feed?.trucks}
        rowKey={(row) => row.truck_id}
        loading={status.isFetching && !feed}
        error={status.error ?? undefined}
        onRetry={() => void status.refetch()}
        emptyText={t('trucks.empty')}
        exportTo={{ fileName: t('trucks.exportName'), sheet: t('common:sheets.authorityFeed') }}
        columns={[
          textColumn('plate', t('trucks.plate'), (row) => row.plate),
          textColumn('last_fix_time', t('trucks.lastFix'), (row) => time(row.last_fix_time)),
          textColumn('confirmed_at', t('trucks.confirmedAt'), (row) => time(row.confirmed_at)),
          {
            key: 'lag_s',
            header: t('trucks.lag'),
            render: (row) => (row.lag_s === null ? '—' : String(row.lag_s)),
            exportValue: (row) => row.lag_s,
          },
          {
            key: 'backlog',
            header: t('trucks.backlog'),
            render: (row) => String(row.backlog),
            exportValue: (row) => row.backlog,
          },
          statusChipColumn(t('trucks.state'), truckState, (row) =>
            row.problem ? 'warning' : row.silent ? 'error' : 'success',
          ),
        ]}
      />
      {dialog === 'settings' && settings.data && (
        <FeedSettingsDialog
          settings={settings.data}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice({ severity: 'success', text: t('settings.saved') });
          }}
        />
      )}
      {dialog === 'export' && <ExportDialog onClose={() => setDialog(null)} />}
      {dialog === 'company' && company.data && (
        <CompanyDialog
          company={company.data}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice({ severity: 'success', text: t('company.saved') });
          }}
        />
      )}
      <StatusSnackbar
        status={notice}
        onClose={() => setNotice(null)}
        testId="authority-feed-status"
      />
    </Stack>
  );
}
