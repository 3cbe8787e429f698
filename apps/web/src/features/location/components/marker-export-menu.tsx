import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { MARKER_EXPORT_FORMATS } from '@fleet/contracts';
import { errorText } from '@/i18n';
import { useExportMarkers } from '../api';

/** "Export" with a menu of the server's file formats; failures go to `onError`. */
export function MarkerExportMenu({ onError }: { onError: (message: string) => void }) {
  const { t } = useTranslation('location');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const exporter = useExportMarkers();
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        loading={exporter.isPending}
        data-testid="marker-export"
      >
        {t('export.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {MARKER_EXPORT_FORMATS.map((format) => (
          <MenuItem
            key={format}
            data-testid={`marker-export-${format}`}
            onClick={() => {
              setAnchor(null);
              exporter.mutate(
                { format, fileName: t('points.exportName') },
                { onError: (error) => onError(`${t('export.failed')} ${errorText(t, error)}`) },
              );
            }}
          >
            {t(`export.${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
