import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { TInspectorAuditEntry } from '@fleet/contracts';
import { DataTable } from '@/components/data-table';
import { DateTimeField } from '@/components/date-time-field';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { textColumn } from '@/components/table-columns';
import { useClientConfig } from '@/lib/client-config';
import { displayTime } from '@/lib/company-time';
import { errorText } from '@/i18n/error-text';
import { exportAudit, useInspectorAudit } from '../api';

interface TFilter {
  username: string;
  start_time: string;
  end_time: string;
}

const PAGE_SIZES = [50, 100, 500] as const;

/** Every page and request inspectors made, newest first; admins read and export it. */
export function AuditPanel() {
  const { t } = useTranslation('inspector-access');
  const { config } = useClientConfig();
  const [draft, setDraft] = useState<TFilter>({ username: '', start_time: '', end_time: '' });
  const [filter, setFilter] = useState<TFilter>(draft);
  const [paging, setPaging] = useState({ page: 1, pageSize: 100 });
  const [notice, setNotice] = useState<TStatus | null>(null);
  const request = {
    ...(filter.username.trim() ? { username: filter.username.trim() } : {}),
    ...(filter.start_time ? { start_time: filter.start_time } : {}),
    ...(filter.end_time ? { end_time: filter.end_time } : {}),
  };
  const audit = useInspectorAudit({ ...request, page: paging.page, page_size: paging.pageSize });

  const download = () =>
    exportAudit(request).catch((error: unknown) =>
      setNotice({ severity: 'error', text: errorText(t, error) }),
    );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('audit.account')}
          value={draft.username}
          onChange={(event) => setDraft({ ...draft, username: event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'inspector-audit-username' } }}
        />
        <DateTimeField
          size="small"
          label={t('audit.from')}
          value={draft.start_time}
          onChange={(start_time) => setDraft({ ...draft, start_time })}
        />
        <DateTimeField
          size="small"
          label={t('audit.until')}
          value={draft.end_time}
          onChange={(end_time) => setDraft({ ...draft, end_time })}
        />
        <Button
          variant="contained"
          onClick={() => {
            setFilter(draft);
            setPaging({ ...paging, page: 1 });
          }}
          data-testid="inspector-audit-search"
        >
          {t('audit.search')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          data-testid="inspector-audit-export"
        >
          {t('audit.export')}
        </Button>
      </Stack>
      <DataTable<TInspectorAuditEntry>
        tableId="inspector-audit"
        rows={audit.data?.data}
        rowKey={(row) => row.id}
        loading={audit.isFetching && !audit.data}
        error={audit.error ?? undefined}
        onRetry={() => void audit.refetch()}
        emptyText={t('audit.empty')}
        rowTestId={(row) => `inspector-audit-${row.id}`}
        pageSizes={{ options: PAGE_SIZES, initial: 100 }}
        serverPaging={{
          page: paging.page,
          pageSize: paging.pageSize,
          count: audit.data?.total ?? 0,
          onChange: (page, pageSize) => setPaging({ page, pageSize }),
        }}
        columns={[
          textColumn('at', t('audit.at'), (row) => displayTime(row.at, config.time_zone)),
          textColumn('username', t('audit.account'), (row) => row.username),
          textColumn('method', t('audit.method'), (row) => row.method),
          textColumn('path', t('audit.path'), (row) => row.path),
          textColumn('page', t('audit.page'), (row) => row.page ?? ''),
          textColumn('status', t('audit.status'), (row) => String(row.status || '')),
          textColumn('address', t('audit.address'), (row) => row.address ?? ''),
        ]}
      />
      <StatusSnackbar
        status={notice}
        onClose={() => setNotice(null)}
        testId="inspector-audit-status"
      />
    </Stack>
  );
}
