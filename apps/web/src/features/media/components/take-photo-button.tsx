import { useState } from 'react';
import { Button, CircularProgress, Menu, MenuItem } from '@mui/material';
import PhotoIcon from '@mui/icons-material/CameraAlt';
import { useTranslation } from 'react-i18next';
import type { TTruck } from '@fleet/contracts';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { useJt808Terminal, useTakePhoto } from '@/api/trucks/jt808-api';
import { errorText } from '@/i18n';
import { usePageGrants } from '@/lib/grants';

interface Props {
  truck: TTruck;
  /** The terminal took the command: its photos are on their way to the image history. */
  onTaken: () => void;
}

/**
 * "Take a photo now" (JT/T 808 0x8801) for a truck whose device is a JT/T 808 terminal. A
 * user without the trucks page cannot read the terminal's state; the button is offered then
 * and the server's answer says when the device cannot take it.
 */
export function TakePhotoButton({ truck, onTaken }: Props) {
  const { t } = useTranslation('media');
  const { granted, ready } = usePageGrants();
  const canRead = granted.has('trucks');
  const terminal = useJt808Terminal(truck.plate, ready && canRead && truck.device_id !== null);
  const take = useTakePhoto();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<TStatus | null>(null);
  const offered =
    truck.device_id !== null && ready && (canRead ? terminal.isTerminal : !terminal.forbidden);
  if (!offered) return null;

  const channels = Array.from({ length: Math.max(1, truck.cameras) }, (_, i) => i + 1);
  const shoot = (channel: number) => {
    setMenu(null);
    take.mutate(
      { truck_plate: truck.plate, channel },
      {
        onSuccess: ({ media_ids }) => {
          setStatus({
            text: t('takePhoto.taken', { count: media_ids.length, number: channel }),
            severity: 'success',
          });
          onTaken();
        },
        onError: (error) =>
          setStatus({ text: `${t('takePhoto.failed')} ${errorText(t, error)}`, severity: 'error' }),
      },
    );
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={take.isPending ? <CircularProgress size={16} /> : <PhotoIcon />}
        disabled={take.isPending}
        onClick={(event) => (channels.length === 1 ? shoot(1) : setMenu(event.currentTarget))}
        aria-haspopup={channels.length > 1 ? 'menu' : undefined}
        data-testid="take-photo"
      >
        {t('takePhoto.button')}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {channels.map((channel) => (
          <MenuItem
            key={channel}
            onClick={() => shoot(channel)}
            data-testid={`take-photo-channel-${channel}`}
          >
            {t('filter.cameraNumber', { number: channel })}
          </MenuItem>
        ))}
      </Menu>
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="take-photo-status" />
    </>
  );
}
