import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
} from '@mui/material';
import ForumIcon from '@mui/icons-material/Forum';
import { useTranslation } from 'react-i18next';
import { JT808_TEXT_MAX } from '@fleet/contracts';
import { CheckboxField } from '@/components/checkbox-field';
import { MessageThread } from '@/components/messages/message-thread';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { useJt808Terminal, useSendDriverText } from '@/api/trucks/jt808-api';
import { errorText } from '@/i18n/error-text';
import { usePageGrants } from '@/lib/grants';
import { useReadTruckThread, useSendTruckMessage, useTruckThread } from '../messages-api';

/**
 * "Messages" on the truck card (issue 33): the thread of the truck's driver, for users holding
 * the driver-messages grant. When the truck has a JT/T 808 terminal (and the user the trucks
 * grant its text route needs) a message can go to the dashcam's screen too (0x8300).
 */
export function DriverMessagesButton({ plate }: { plate: string }) {
  const { t } = useTranslation('location');
  const { granted } = usePageGrants();
  const [open, setOpen] = useState(false);
  const [toDashcam, setToDashcam] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [status, setStatus] = useState<TStatus | null>(null);
  const thread = useTruckThread(plate, granted.has('driver-messages'), open);
  const terminal = useJt808Terminal(plate, open && granted.has('trucks'));
  const send = useSendTruckMessage(plate);
  const dashcam = useSendDriverText();
  const read = useReadTruckThread(plate);
  const data = thread.data;

  // What the driver wrote is read once the office has the thread open.
  const lastFromDriver = data?.messages.findLast((m) => m.from === 'driver' && !m.read_at)?.id;
  const { mutate: markRead, isPending: marking } = read;
  useEffect(() => {
    if (open && lastFromDriver !== undefined && !marking) markRead(lastFromDriver);
  }, [open, lastFromDriver, marking, markRead]);

  if (!data) return null;

  const submit = async (text: string): Promise<boolean> => {
    setFailure(null);
    try {
      await send.mutateAsync(text);
    } catch (error) {
      setFailure(error);
      return false;
    }
    if (toDashcam && terminal.isTerminal) {
      // The message is in the thread either way; the dashcam's refusal is said beside it.
      dashcam.mutate(
        { truck_plate: plate, text: text.slice(0, JT808_TEXT_MAX) },
        {
          onSuccess: () => setStatus({ text: t('driverText.sent'), severity: 'success' }),
          onError: setFailure,
        },
      );
    }
    return true;
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        onClick={() => setOpen(true)}
        data-testid="truck-card-messages"
        startIcon={
          <Badge color="error" badgeContent={data.unread} data-testid="truck-card-messages-unread">
            <ForumIcon />
          </Badge>
        }
      >
        {t('messages.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="driver-messages-title"
        data-testid="driver-messages-dialog"
      >
        <DialogTitle id="driver-messages-title">
          {t('messages.title', { driver: data.driver_name ?? data.driver, plate })}
        </DialogTitle>
        <DialogContent>
          {failure !== null && (
            <Alert severity="error" sx={{ mb: 1 }} data-testid="driver-messages-error">
              {errorText(t, failure)}
            </Alert>
          )}
          <MessageThread
            reader="office"
            messages={data.messages}
            onSend={submit}
            busy={send.isPending || dashcam.isPending}
            testId="driver-messages"
            extra={
              terminal.isTerminal && (
                <>
                  <CheckboxField
                    checked={toDashcam}
                    onChange={setToDashcam}
                    label={t('messages.toDashcam')}
                    testId="driver-messages-dashcam"
                  />
                  <FormHelperText>
                    {t('messages.toDashcamHelp', { max: JT808_TEXT_MAX })}
                  </FormHelperText>
                </>
              )
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('messages.close')}</Button>
        </DialogActions>
      </Dialog>
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="driver-text-status" />
    </>
  );
}
