import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import OutboxIcon from '@mui/icons-material/Outbox';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE, PHONE_ALERT_CHANNELS, type TPhoneAlertChannel } from '@fleet/contracts';
import { useSession } from '@/lib/session';
import { useAlertChannelSettings, useWarningMailSettings } from '../warning-mail-api';
import { AlertChannelDialog } from './alert-channel-dialog';
import { AlertDeliveryDialog } from './alert-delivery-dialog';
import { WarningMailDialog } from './warning-mail-dialog';

/**
 * Admins only: the choice of warning kinds that are mailed, the Zalo and SMS channels' settings,
 * and the alerts not sent yet.
 */
export function WarningMailButton({ onSaved }: { onSaved: (text: string) => void }) {
  const { t } = useTranslation('warning');
  const { user } = useSession();
  const isAdmin = user?.role === ADMIN_ROLE;
  const settings = useWarningMailSettings(isAdmin);
  const [open, setOpen] = useState(false);
  const [deliveries, setDeliveries] = useState(false);
  const channels = useAlertChannelSettings(isAdmin);
  const [channel, setChannel] = useState<TPhoneAlertChannel | null>(null);
  if (!isAdmin) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1 }}>
      <Button
        variant="outlined"
        startIcon={<OutboxIcon />}
        onClick={() => setDeliveries(true)}
        data-testid="alert-deliveries-open"
      >
        {t('deliveries.open')}
      </Button>
      {deliveries && <AlertDeliveryDialog onClose={() => setDeliveries(false)} />}
      {PHONE_ALERT_CHANNELS.map((name) => (
        <Button
          key={name}
          variant="outlined"
          startIcon={<SmsOutlinedIcon />}
          disabled={!channels.data}
          onClick={() => setChannel(name)}
          data-testid={`alert-channel-${name}-open`}
        >
          {t(`channels.${name}.open`)}
        </Button>
      ))}
      {channel && channels.data && (
        <AlertChannelDialog
          channel={channel}
          settings={channels.data}
          onClose={() => setChannel(null)}
          onSaved={() => {
            setChannel(null);
            onSaved(t('channels.saved'));
          }}
        />
      )}
      <Button
        variant="outlined"
        startIcon={<MailOutlineIcon />}
        disabled={!settings.data}
        onClick={() => setOpen(true)}
        data-testid="warning-mail-open"
      >
        {t('mail.open')}
      </Button>
      {open && settings.data && (
        <WarningMailDialog
          settings={settings.data}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onSaved(t('mail.saved'));
          }}
        />
      )}
    </Stack>
  );
}
