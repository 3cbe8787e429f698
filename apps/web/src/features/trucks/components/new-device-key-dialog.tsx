import { useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '@/lib/client-config';
import { wireTime } from '@/lib/company-time';
import { useFullScreenDialog } from '@/lib/use-full-screen-dialog';
import { BATCH_PATH, batchExample } from '../lib/device-attach';

interface Props {
  deviceId: string;
  deviceKey: string;
  onClose: () => void;
}

type TCopy = 'idle' | 'copied' | 'failed';

/** Shows a new device key once, with a copy button and how the batch endpoint takes it. */
export function NewDeviceKeyDialog({ deviceId, deviceKey, onClose }: Props) {
  const { t } = useTranslation('trucks');
  const fullScreen = useFullScreenDialog();
  const { config } = useClientConfig();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<TCopy>('idle');
  const example = useMemo(
    () =>
      batchExample(
        window.location.origin,
        deviceId,
        deviceKey,
        wireTime(new Date(), config.time_zone) ?? '',
      ),
    [deviceId, deviceKey, config.time_zone],
  );

  const copyKey = async () => {
    try {
      // Missing outside secure contexts (plain http on a LAN address): selecting is the fallback.
      if (!navigator.clipboard) throw new Error('The clipboard is not available here');
      await navigator.clipboard.writeText(deviceKey);
      setCopy('copied');
    } catch (error) {
      console.warn('Copying the device key failed', error);
      input.current?.select();
      setCopy('failed');
    }
  };

  return (
    <Dialog
      open
      // Only the close button closes: a stray click outside must not lose the key.
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="device-key-title"
      data-testid="device-key-dialog"
    >
      <DialogTitle id="device-key-title">{t('deviceKey.title', { device: deviceId })}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('deviceKey.once')}
        </Alert>
        <TextField
          label={t('deviceKey.key')}
          value={deviceKey}
          fullWidth
          inputRef={input}
          onFocus={(event) => event.target.select()}
          helperText={
            copy === 'copied'
              ? t('deviceKey.copied')
              : copy === 'failed'
                ? t('deviceKey.copyFailed')
                : undefined
          }
          error={copy === 'failed'}
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              'data-testid': 'device-key-value',
              style: { fontFamily: 'monospace' },
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={t('deviceKey.copy')}>
                    <IconButton
                      edge="end"
                      aria-label={t('deviceKey.copy')}
                      onClick={() => void copyKey()}
                      data-testid="device-key-copy"
                    >
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
          {t('deviceKey.usage', { path: BATCH_PATH })}
        </Typography>
        <Box
          component="pre"
          data-testid="device-key-example"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontSize: 12,
            overflowX: 'auto',
            whiteSpace: 'pre',
          }}
        >
          {example}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="device-key-close">
          {t('deviceKey.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
