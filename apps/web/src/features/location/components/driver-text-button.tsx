import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { JT808_TEXT_MAX } from '@fleet/contracts';
import MessageIcon from '@mui/icons-material/Sms';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/checkbox-field';
import { FormDialog } from '@/components/form-dialog';
import { FormTextField } from '@/components/form-text-field';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { useJt808Terminal, useSendDriverText } from '@/api/trucks/jt808-api';
import { usePageGrants } from '@/lib/grants';

const MAX_TEXT = JT808_TEXT_MAX;

/**
 * "Send text to the driver" (JT/T 808 0x8300) on the truck card: only for a truck whose
 * device is a JT/T 808 terminal, and for users holding the trucks page (the route's grant).
 */
export function DriverTextButton({ plate }: { plate: string }) {
  const { t } = useTranslation('location');
  const { granted } = usePageGrants();
  const terminal = useJt808Terminal(plate, granted.has('trucks'));
  const send = useSendDriverText();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [status, setStatus] = useState<TStatus | null>(null);
  if (!terminal.isTerminal) return null;

  const close = () => {
    setOpen(false);
    send.reset();
  };
  const submit = () => {
    if (!text.trim()) return;
    send.mutate(
      { truck_plate: plate, text: text.trim(), urgent },
      {
        onSuccess: () => {
          setOpen(false);
          setText('');
          setUrgent(false);
          setStatus({ text: t('driverText.sent'), severity: 'success' });
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<MessageIcon />}
        onClick={() => setOpen(true)}
        data-testid="truck-card-driver-text"
      >
        {t('driverText.open')}
      </Button>
      {open && (
        <FormDialog
          id="driver-text"
          title={t('driverText.title', { plate })}
          description={t('driverText.description')}
          onSubmit={submit}
          onClose={close}
          busy={send.isPending}
          failure={send.error}
          submitText={t('driverText.send')}
          submitTestId="driver-text-send"
          submitDisabled={!text.trim()}
          testId="driver-text-dialog"
        >
          <Stack spacing={1}>
            <FormTextField
              form="driver-text"
              name="text"
              label={t('driverText.text')}
              value={text}
              onValueChange={(value) => setText(value.slice(0, MAX_TEXT))}
              multiline
              minRows={3}
              autoFocus
              help={t('driverText.help', { count: text.length, max: MAX_TEXT })}
            />
            <CheckboxField
              checked={urgent}
              onChange={setUrgent}
              label={t('driverText.urgent')}
              testId="driver-text-urgent"
            />
          </Stack>
        </FormDialog>
      )}
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="driver-text-status" />
    </>
  );
}
