import { useMemo, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslation } from 'react-i18next';
import type { TUnknownDevice } from '@fleet/contracts';
import { DataTable, tableQuery, type TDataTableColumn } from '@/components/data-table';
import type { TStatus } from '@/components/status-snackbar';
import { useClientConfig } from '@/lib/client-config';
import { relativeTime } from '@/lib/format';
import { useUnknownDevices } from '@/api/trucks/device-api';
import { positionText } from '../lib/device-attach';
import { AttachDeviceDialog } from './attach-device-dialog';

interface Props {
  onStatus: (status: TStatus) => void;
}

/** Admin: devices that send data but belong to no truck, each attachable to a truck. */
export function UnknownDevicesPanel({ onStatus }: Props) {
  const { t, i18n } = useTranslation('trucks');
  const { config } = useClientConfig();
  const list = useUnknownDevices(true);
  const [attaching, setAttaching] = useState<string | null>(null);

  const columns = useMemo((): TDataTableColumn<TUnknownDevice>[] => {
    const ago = (time: string) => relativeTime(time, i18n.language, new Date(), config.time_zone);
    const seen = (time: string) => (
      <Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {time}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {ago(time)}
        </Typography>
      </Stack>
    );
    return [
      {
        key: 'device_id',
        header: t('devices.columns.deviceId'),
        render: (row) => (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {row.device_id}
          </Typography>
        ),
      },
      {
        key: 'first_seen',
        header: t('devices.columns.firstSeen'),
        render: (row) => seen(row.first_seen),
      },
      {
        key: 'last_seen',
        header: t('devices.columns.lastSeen'),
        render: (row) => seen(row.last_seen),
      },
      { key: 'messages', header: t('devices.columns.messages') },
      {
        key: 'position',
        header: t('devices.columns.position'),
        render: (row) => positionText(row.lat, row.lon) ?? t('devices.noPosition'),
        exportValue: (row) => positionText(row.lat, row.lon),
      },
      {
        key: 'actions',
        header: t('columns.actions'),
        exportValue: () => null,
        render: (row) => (
          <Button
            size="small"
            variant="outlined"
            startIcon={<LinkIcon />}
            onClick={() => setAttaching(row.device_id)}
            aria-label={t('devices.attachAria', { device: row.device_id })}
            data-testid={`device-attach-${row.device_id}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('devices.attach')}
          </Button>
        ),
      },
    ];
  }, [t, i18n.language, config.time_zone]);

  return (
    <>
      <DataTable<TUnknownDevice>
        tableId="unknown-devices"
        sortPrefix="devices"
        {...tableQuery(list)}
        columns={columns}
        rowKey={(row) => row.device_id}
        emptyText={t('devices.empty')}
        exportTo={{ fileName: t('devices.exportName'), sheet: t('common:sheets.unknownDevices') }}
        toolbar={
          <Typography variant="body2" color="text.secondary">
            {t('devices.hint')}
          </Typography>
        }
      />
      {attaching !== null && (
        <AttachDeviceDialog
          deviceId={attaching}
          onClose={(message) => {
            setAttaching(null);
            if (message) onStatus({ text: message, severity: 'success' });
          }}
        />
      )}
    </>
  );
}
