import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import { DRIVER_MESSAGE_MAX, type TDriverMessage, type TDriverMessageSide } from '@fleet/contracts';
import { displayTime } from '@/lib/company-time';

/** A message typed here and not yet taken by the server (the driver app's queue). */
export interface TWaitingMessage {
  request_key: string;
  text: string;
}

interface Props {
  /** Which side reads: their messages stand on the right. */
  reader: TDriverMessageSide;
  messages: readonly TDriverMessage[];
  waiting?: readonly TWaitingMessage[];
  /** Sends the text; true once it is sent or queued (the field empties), false when refused. */
  onSend: (text: string) => Promise<boolean>;
  busy?: boolean;
  /** Beside the send button (the office's "to the dashcam too"). */
  extra?: ReactNode;
  testId: string;
}

function Bubble({
  mine,
  who,
  text,
  note,
  testId,
}: {
  mine: boolean;
  who: string;
  text: string;
  note: string;
  testId: string;
}) {
  return (
    <Box
      data-testid={testId}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: mine ? 'primary.main' : 'action.hover',
        color: mine ? 'primary.contrastText' : 'text.primary',
      }}
    >
      <Typography variant="caption" component="div" sx={{ opacity: 0.8 }}>
        {who}
      </Typography>
      <Typography
        variant="body2"
        data-testid={`${testId}-text`}
        sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {text}
      </Typography>
      <Typography variant="caption" component="div" sx={{ opacity: 0.8, textAlign: 'right' }}>
        {note}
      </Typography>
    </Box>
  );
}

/** A thread between the office and a driver, oldest first, and a field to write in it. */
export function MessageThread({
  reader,
  messages,
  waiting = [],
  onSend,
  busy,
  extra,
  testId,
}: Props) {
  const { t } = useTranslation('messages');
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const count = messages.length + waiting.length;
  // A block body: newer browsers answer scrollIntoView with a promise, not an effect cleanup.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  const submit = async () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    if (await onSend(trimmed)) setText('');
  };

  const who = (message: TDriverMessage) => {
    if (message.from === reader) return t('you');
    if (message.from === 'office') return message.author_name ?? t('office');
    return message.author_name ?? message.author;
  };

  return (
    <Stack spacing={1} data-testid={testId}>
      <Stack
        spacing={1}
        sx={{ maxHeight: 360, overflowY: 'auto', py: 0.5 }}
        data-testid={`${testId}-list`}
      >
        {count === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('empty')}
          </Typography>
        )}
        {messages.map((message) => (
          <Bubble
            key={message.id}
            mine={message.from === reader}
            who={who(message)}
            text={message.text}
            note={`${displayTime(message.sent_at, undefined, { seconds: false })}${message.from === reader && message.read_at ? ` · ${t('read')}` : ''}`}
            testId={`${testId}-message`}
          />
        ))}
        {waiting.map((message) => (
          <Bubble
            key={message.request_key}
            mine
            who={t('you')}
            text={message.text}
            note={t('waiting')}
            testId={`${testId}-waiting`}
          />
        ))}
        <div ref={end} />
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack spacing={1}>
          <TextField
            label={t('text')}
            value={text}
            onChange={(event) => setText(event.target.value.slice(0, DRIVER_MESSAGE_MAX))}
            multiline
            minRows={2}
            maxRows={6}
            fullWidth
            helperText={t('length', { length: text.length, max: DRIVER_MESSAGE_MAX })}
            slotProps={{ htmlInput: { 'data-testid': `${testId}-text` } }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>{extra}</Box>
            <Button
              type="submit"
              variant="contained"
              endIcon={<SendIcon />}
              disabled={busy || !text.trim()}
              data-testid={`${testId}-send`}
            >
              {t('send')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Stack>
  );
}
