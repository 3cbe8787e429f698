import type { ReactNode } from 'react';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import type { TTruck } from '@fleet/contracts';
import type { TDataTableColumn } from '@/components/data-table';
import type { TTranslate } from '../lib/translate';

interface Options {
  t: TTranslate;
  language: string;
  /** "Full name (username)" when the driver list is known, else the username. */
  driverName: (username: string) => string;
  onEdit: (truck: TTruck) => void;
  /** Admins only: rotate the batch key of a truck's device. */
  onDeviceKey?: ((truck: TTruck & { device_id: string }) => void) | undefined;
}

export function truckColumns(options: Options): TDataTableColumn<TTruck>[] {
  const { t, language, driverName, onEdit, onDeviceKey } = options;
  const numberFormat = new Intl.NumberFormat(language);
  const orDash = (value: string | null) => value || t('common.none');
  const vehicleType = (row: TTruck) => t(`vehicleTypes.${row.vehicle_type}`);
  const driver = (row: TTruck) => (row.driver_username ? driverName(row.driver_username) : '');
  return [
    {
      key: 'plate_display',
      header: t('columns.plate'),
      render: (row) => (
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {row.plate_display}
        </Typography>
      ),
      exportValue: (row) => row.plate_display,
    },
    { key: 'name', header: t('columns.name'), render: (row) => orDash(row.name) },
    { key: 'device_id', header: t('columns.deviceId'), render: (row) => orDash(row.device_id) },
    { key: 'model', header: t('columns.model'), render: (row) => orDash(row.model) },
    {
      key: 'vehicle_type',
      header: t('columns.vehicleType'),
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{vehicleType(row)}</span>,
      exportValue: vehicleType,
    },
    { key: 'speed_limit_kmh', header: t('columns.speedLimit') },
    { key: 'cameras', header: t('columns.cameras') },
    {
      key: 'driver_username',
      header: t('columns.driver'),
      render: (row) => driver(row) || t('common.none'),
      exportValue: (row) => driver(row) || null,
    },
    {
      key: 'odometer_km',
      header: t('columns.odometer'),
      render: (row) => numberFormat.format(row.odometer_km),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: onDeviceKey ? 96 : 80,
      exportValue: () => null,
      render: (row) => {
        const action = (key: string, label: string, icon: ReactNode, onClick: () => void) => (
          <Tooltip title={label}>
            <IconButton
              size="small"
              aria-label={label}
              onClick={onClick}
              data-testid={`truck-${key}-${row.plate}`}
            >
              {icon}
            </IconButton>
          </Tooltip>
        );
        const deviceId = row.device_id;
        return (
          <Stack direction="row" spacing={0.5}>
            {action(
              'edit',
              t('actions.edit', { plate: row.plate_display }),
              <EditOutlinedIcon fontSize="small" />,
              () => onEdit(row),
            )}
            {onDeviceKey &&
              deviceId &&
              action(
                'device-key',
                t('actions.deviceKey', { plate: row.plate_display }),
                <KeyOutlinedIcon fontSize="small" />,
                () => onDeviceKey({ ...row, device_id: deviceId }),
              )}
          </Stack>
        );
      },
    },
  ];
}
