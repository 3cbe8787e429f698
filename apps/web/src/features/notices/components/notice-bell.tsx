import { useId, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  findPage,
  NOTICE_POPOVER_LIMIT,
  NOTICE_POPOVER_WIDTH,
  type TNotice,
} from '@fleet/contracts';
import { errorText } from '@/i18n/error-text';
import { useClientConfig } from '@/lib/client-config';
import { displayTime } from '@/lib/company-time';
import { relativeTime } from '@/lib/format';
import { usePageGrants } from '@/lib/grants';
import { useMarkNoticesSeen, useNoticeCount, useNoticeList } from '../api';
import { noticeTitle } from '../notice-text';

const NOTICE_PAGE = findPage('notice-management')!;

/** Top-bar bell: unread badge, and a popover with the newest notices (spec 2, 4). */
export function NoticeBell() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const titleId = useId();
  const count = useNoticeCount(true);
  const list = useNoticeList(NOTICE_POPOVER_LIMIT, open);
  const markSeen = useMarkNoticesSeen();
  const { canOpen } = usePageGrants();
  const { config } = useClientConfig();
  const unread = count.data ?? 0;

  const close = () => setAnchor(null);

  const item = (notice: TNotice) => {
    const text = (
      <ListItemText
        primary={noticeTitle(i18n, notice)}
        secondary={
          <time
            dateTime={notice.created_at}
            title={displayTime(notice.created_at, config.time_zone)}
          >
            {relativeTime(notice.created_at, i18n.language, new Date(), config.time_zone)}
          </time>
        }
        slotProps={{
          primary: { variant: 'body2', sx: { fontWeight: notice.seen ? 400 : 600 } },
        }}
      />
    );
    return notice.link ? (
      <ListItemButton key={notice.id} component={RouterLink} to={notice.link} onClick={close}>
        {text}
      </ListItemButton>
    ) : (
      <ListItem key={notice.id}>{text}</ListItem>
    );
  };

  let body;
  if (list.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress size={24} aria-label={t('status.loading')} />
      </Box>
    );
  } else if (list.isError) {
    body = (
      <Alert severity="error" sx={{ m: 1 }}>
        {t('noticeBell.loadFailed')} {errorText(t, list.error)}
      </Alert>
    );
  } else if (list.data.data.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
        {t('noticeBell.empty')}
      </Typography>
    );
  } else {
    body = <List dense>{list.data.data.slice(0, NOTICE_POPOVER_LIMIT).map(item)}</List>;
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('noticeBell.button', { count: unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notice-bell"
        onClick={(event) => {
          setAnchor(event.currentTarget);
          markSeen.mutate();
        }}
      >
        {/* showZero keeps the number in the DOM (tests read it); at 0 it is only hidden. */}
        <Badge
          badgeContent={unread}
          showZero
          color="error"
          max={99}
          data-testid="notice-badge"
          sx={{ '& .MuiBadge-badge': unread === 0 ? { visibility: 'hidden' } : {} }}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: NOTICE_POPOVER_WIDTH, maxWidth: 'calc(100vw - 16px)' },
            role: 'dialog',
            'aria-labelledby': titleId,
          },
        }}
        data-testid="notice-popover"
      >
        <Typography
          id={titleId}
          variant="subtitle1"
          sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 700 }}
        >
          {t('noticeBell.title')}
        </Typography>
        <Divider />
        {body}
        {canOpen(NOTICE_PAGE) && (
          <>
            <Divider />
            <Box sx={{ p: 1, textAlign: 'center' }}>
              <Button
                component={RouterLink}
                to={NOTICE_PAGE.path}
                onClick={close}
                size="small"
                data-testid="notice-view-all"
              >
                {t('noticeBell.viewAll')}
              </Button>
            </Box>
          </>
        )}
      </Popover>
    </>
  );
}
