import { useEffect } from 'react';
import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MessageThread } from '@/components/messages/message-thread';
import { RetryAlert } from '@/components/retry-alert';
import { errorText } from '@/i18n/error-text';
import { useOnline } from '@/lib/use-online';
import {
  useDriverThread,
  useMessageSender,
  useReadDriverThread,
  useSendDriverMessage,
  useWaitingMessages,
} from '../messages-api';

/** "Messages": the driver's thread with the office; typed offline, sent once back online. */
export function MessageSection() {
  const { t } = useTranslation('messages');
  const thread = useDriverThread();
  const waiting = useWaitingMessages();
  const send = useSendDriverMessage();
  const sendWaiting = useMessageSender();
  const read = useReadDriverThread();
  const online = useOnline();
  useEffect(() => {
    if (online) void sendWaiting();
  }, [online, sendWaiting]);

  const data = thread.data;
  const lastFromOffice = data?.messages.findLast((m) => m.from === 'office' && !m.read_at)?.id;
  const { mutate: markRead, isPending: marking } = read;
  useEffect(() => {
    if (data && lastFromOffice !== undefined && online && !marking)
      markRead({ thread_id: data.id, up_to_id: lastFromOffice });
  }, [data, lastFromOffice, online, marking, markRead]);

  return (
    <Card
      component="section"
      aria-labelledby="driver-messages-title"
      data-testid="driver-messages-section"
    >
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography id="driver-messages-title" variant="h6" component="h2">
              {t('title')}
            </Typography>
            {data && data.unread > 0 && (
              <Chip
                size="small"
                color="error"
                label={t('unread', { count: data.unread })}
                data-testid="driver-messages-unread"
              />
            )}
          </Stack>
          {thread.error && !data && (
            <RetryAlert error={thread.error} onRetry={() => void thread.refetch()} />
          )}
          {send.error && <Alert severity="error">{errorText(t, send.error)}</Alert>}
          {data && (
            <MessageThread
              reader="driver"
              messages={data.messages}
              waiting={waiting.data ?? []}
              onSend={(text) =>
                send.mutateAsync({ thread_id: data.id, text }).then(
                  () => true,
                  () => false,
                )
              }
              busy={send.isPending}
              testId="driver-messages"
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
