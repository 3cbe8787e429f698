import { Button, Chip, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TNotice } from '@fleet/contracts';
import { DataTable } from '@/components/data-table';
import { useClientConfig } from '@/lib/client-config';
import { displayTime, wireTime } from '@/lib/company-time';
import { relativeTime } from '@/lib/format';
import { useNoticeList } from '../api';
import { noticeTitle } from '../notice-text';

/** The server's largest page; notices are paged in the browser below that. */
const NOTICE_LIST_LIMIT = 500;

/** /notice-management: every notice the user may see, newest first, with its link. */
export default function NoticeManagementPage() {
  const { t, i18n } = useTranslation('notices');
  const { config } = useClientConfig();
  const list = useNoticeList(NOTICE_LIST_LIMIT);

  return (
    <DataTable<TNotice>
      tableId="notices"
      rows={list.data?.data}
      rowKey={(notice) => notice.id}
      loading={list.isFetching}
      error={list.error ?? undefined}
      onRetry={() => void list.refetch()}
      emptyText={t('list.empty')}
      exportTo={{ fileName: t('list.exportName'), sheet: t('common:sheets.notices') }}
      columns={[
        {
          key: 'content',
          header: t('list.content'),
          exportValue: (notice) => noticeTitle(i18n, notice),
          render: (notice) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ fontWeight: notice.seen ? 400 : 600 }}>
                {noticeTitle(i18n, notice)}
              </Typography>
              {!notice.seen && <Chip label={t('list.unseen')} size="small" color="primary" />}
            </Stack>
          ),
        },
        {
          key: 'created_at',
          header: t('list.createdAt'),
          width: 220,
          exportValue: (notice) => wireTime(notice.created_at, config.time_zone) ?? '',
          render: (notice) => (
            <Stack>
              <Typography variant="body2">
                {displayTime(notice.created_at, config.time_zone)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {relativeTime(notice.created_at, i18n.language, new Date(), config.time_zone)}
              </Typography>
            </Stack>
          ),
        },
        {
          key: 'link',
          header: t('list.link'),
          width: 120,
          exportValue: (notice) => notice.link,
          render: (notice) =>
            notice.link ? (
              <Button
                component={RouterLink}
                to={notice.link}
                size="small"
                endIcon={<OpenInNewIcon fontSize="small" />}
              >
                {t('list.open')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
