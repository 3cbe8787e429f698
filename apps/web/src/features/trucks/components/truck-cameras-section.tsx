import {
  Alert,
  Box,
  Button,
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

/** The truck's camera channels: name, where it looks, and its live source. */
export function TruckCamerasSection({ state }: { state: TCameraDraftState }) {
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
      {state.list.isFetching && <LinearProgress aria-label={t('cameras.loading')} />}
      {state.list.error ? <Alert severity="error">{errorText(t, state.list.error)}</Alert> : null}
      {state.save.error ? <Alert severity="error">{errorText(t, state.save.error)}</Alert> : null}
      {rows.length === 0 && !state.list.isFetching && (
        <Typography variant="body2" color="text.secondary">
          {t('cameras.empty')}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {rows.map((row, index) => (
          <Stack
            key={row.channel}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <Typography sx={{ minWidth: 70, pt: { sm: 2 } }}>
              {t('cameras.channel', { channel: row.channel })}
            </Typography>
            <TextField
              size="small"
              label={t('cameras.name')}
              value={row.name}
              onChange={(event) => edit(index, { name: event.target.value })}
              slotProps={{
                htmlInput: { maxLength: 100, 'data-testid': `camera-name-${row.channel}` },
              }}
            />
            <TextField
              size="small"
              select
              label={t('cameras.position')}
              value={row.position}
              onChange={(event) => edit(index, { position: event.target.value as TCameraPosition })}
              sx={{ minWidth: 120 }}
            >
              {CAMERA_POSITIONS.map((position) => (
                <MenuItem key={position} value={position}>
                  {t(`cameras.positions.${position}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              select
              label={t('cameras.sourceKind')}
              value={row.source_kind}
              onChange={(event) =>
                edit(index, { source_kind: event.target.value as TCameraSourceKind })
              }
              sx={{ minWidth: 170 }}
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
                label={t('cameras.source')}
                value={row.source_url}
                onChange={(event) => edit(index, { source_url: event.target.value })}
                helperText={
                  row.has_credentials ? t('cameras.credentialsKept') : t('cameras.sourceHelp')
                }
                sx={{ flex: 1 }}
                slotProps={{
                  htmlInput: { spellCheck: false, 'data-testid': `camera-source-${row.channel}` },
                }}
              />
            ) : (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ flex: 1, pt: { sm: 1 } }}
                data-testid={`camera-dashcam-${row.channel}`}
              >
                {t('cameras.dashcamHelp', { channel: row.channel })}
              </Typography>
            )}
            <IconButton
              onClick={() => state.change(rows.filter((_, at) => at !== index))}
              aria-label={t('cameras.remove', { channel: row.channel })}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={add}
        disabled={rows.length >= CAMERA_MAX_CHANNELS || state.list.isPending}
        sx={{ mt: 1 }}
        data-testid="camera-add"
      >
        {t('cameras.add')}
      </Button>
    </Box>
  );
}
