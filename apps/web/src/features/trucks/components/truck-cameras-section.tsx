import {
  Alert,
  Box,
  Button,
  Divider,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import {
  CAMERA_MAX_CHANNELS,
  CAMERA_POSITIONS,
  CAMERA_SOURCE_KINDS,
  type TCameraPosition,
  type TCameraSourceKind,
} from '@fleet/contracts';
import { errorText } from '@/i18n/error-text';
import type { TCameraDraft, TCameraDraftState } from '@/api/trucks/camera-api';

/**
 * One camera per block: channel, name, position and source kind on the first line (stacked on
 * a phone), the source on a line of its own so a whole URL fits.
 */
const rowSx = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr) auto',
    sm: '72px minmax(120px, 1fr) minmax(110px, 130px) minmax(150px, 210px) 40px',
  },
} as const;
const fullRowOnPhone = { gridColumn: { xs: '1 / -1', sm: 'auto' } } as const;
const sourceSx = { gridColumn: { xs: '1 / -1', sm: '2 / -1' } } as const;

/** The truck's camera channels: name, where it looks, and its live source. */
export function TruckCamerasSection({
  state,
  count,
  readOnly = false,
}: {
  state: TCameraDraftState;
  /** The truck's camera count (its `cameras` field, as the form holds it now). */
  count: number;
  /** Shown, not edited: the user lacks the camera-sources grant (issue 31). */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('trucks');
  const { rows } = state;
  const edit = (index: number, change: Partial<TCameraDraft>) =>
    state.change(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const add = () => {
    const channel = Math.max(0, ...rows.map((row) => row.channel)) + 1;
    state.change([
      ...rows,
      {
        channel,
        name: t('cameras.defaultName', { channel }),
        position: 'road',
        source_kind: 'url',
        source_url: '',
        has_credentials: false,
      },
    ]);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} data-testid="truck-cameras">
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('cameras.title')}
      </Typography>
      {readOnly && (
        <Typography variant="body2" color="text.secondary" data-testid="cameras-read-only">
          {t('cameras.readOnly')}
        </Typography>
      )}
      {state.list.isFetching && <LinearProgress aria-label={t('cameras.loading')} />}
      {state.list.error ? <Alert severity="error">{errorText(t, state.list.error)}</Alert> : null}
      {state.save.error ? <Alert severity="error">{errorText(t, state.save.error)}</Alert> : null}
      {rows.length === 0 && !state.list.isFetching && (
        <Typography variant="body2" color="text.secondary">
          {t('cameras.empty', { count })}
        </Typography>
      )}
      <Stack spacing={2} divider={<Divider flexItem />}>
        {rows.map((row, index) => (
          <Box key={row.channel} sx={rowSx} data-testid={`camera-row-${row.channel}`}>
            <Typography sx={{ pt: { sm: 1 } }}>
              {t('cameras.channel', { channel: row.channel })}
            </Typography>
            <TextField
              size="small"
              disabled={readOnly}
              label={t('cameras.name')}
              value={row.name}
              onChange={(event) => edit(index, { name: event.target.value })}
              sx={fullRowOnPhone}
              slotProps={{
                htmlInput: { maxLength: 100, 'data-testid': `camera-name-${row.channel}` },
              }}
            />
            <TextField
              size="small"
              disabled={readOnly}
              select
              label={t('cameras.position')}
              value={row.position}
              onChange={(event) => edit(index, { position: event.target.value as TCameraPosition })}
              sx={fullRowOnPhone}
            >
              {CAMERA_POSITIONS.map((position) => (
                <MenuItem key={position} value={position}>
                  {t(`cameras.positions.${position}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              disabled={readOnly}
              select
              label={t('cameras.sourceKind')}
              value={row.source_kind}
              onChange={(event) =>
                edit(index, { source_kind: event.target.value as TCameraSourceKind })
              }
              sx={fullRowOnPhone}
              slotProps={{ htmlInput: { 'data-testid': `camera-kind-${row.channel}` } }}
            >
              {CAMERA_SOURCE_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`cameras.sourceKinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            {row.source_kind === 'url' ? (
              <TextField
                size="small"
                disabled={readOnly}
                fullWidth
                label={t('cameras.source')}
                value={row.source_url}
                onChange={(event) => edit(index, { source_url: event.target.value })}
                helperText={
                  row.has_credentials ? t('cameras.credentialsKept') : t('cameras.sourceHelp')
                }
                sx={sourceSx}
                slotProps={{
                  htmlInput: { spellCheck: false, 'data-testid': `camera-source-${row.channel}` },
                }}
              />
            ) : (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={sourceSx}
                data-testid={`camera-dashcam-${row.channel}`}
              >
                {t('cameras.dashcamHelp', { channel: row.channel })}
              </Typography>
            )}
            <IconButton
              disabled={readOnly}
              onClick={() => state.change(rows.filter((_, at) => at !== index))}
              aria-label={t('cameras.remove', { channel: row.channel })}
              sx={{ gridRow: 1, gridColumn: { xs: 2, sm: 5 }, justifySelf: 'end' }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={add}
        disabled={readOnly || rows.length >= CAMERA_MAX_CHANNELS || state.list.isPending}
        sx={{ mt: 1 }}
        data-testid="camera-add"
      >
        {t('cameras.add')}
      </Button>
    </Box>
  );
}
