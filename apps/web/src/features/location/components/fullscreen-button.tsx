import { IconButton, Paper, Tooltip } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useTranslation } from 'react-i18next';

/** The map's full-screen switch, beside the live chip (never under the docked card). */
export function FullscreenButton(props: { fullscreen: boolean; onToggle: () => void }) {
  const { fullscreen, onToggle } = props;
  const { t } = useTranslation('location');
  const label = t(fullscreen ? 'map.exitFullscreen' : 'map.fullscreen');
  return (
    <Paper elevation={2} sx={{ borderRadius: '50%' }}>
      <Tooltip title={label}>
        <IconButton
          size="small"
          onClick={onToggle}
          aria-label={label}
          aria-pressed={fullscreen}
          data-testid="map-fullscreen"
        >
          {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </IconButton>
      </Tooltip>
    </Paper>
  );
}
