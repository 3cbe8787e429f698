import type { ReactNode } from 'react';
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { TMarker } from '@fleet/contracts';
import { MARKER_TYPE_COLORS } from '../lib/marker-colors';

interface Props {
  marker: TMarker;
  onClose: () => void;
  onEdit: (marker: TMarker) => void;
  onDelete: (marker: TMarker) => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** The details of the map point clicked on the map or shown from the list. */
export function MarkerCard({ marker, onClose, onEdit, onDelete }: Props) {
  const { t } = useTranslation('location');
  return (
    <Paper
      elevation={4}
      component="section"
      aria-labelledby="marker-card-title"
      data-testid="marker-card"
      sx={{ p: 2, width: { xs: '100%', sm: 320 }, maxHeight: '100%', overflowY: 'auto' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography
          id="marker-card-title"
          variant="h6"
          component="h2"
          sx={{ flex: 1, minWidth: 0 }}
          noWrap
        >
          {marker.name}
        </Typography>
        <Chip
          size="small"
          label={t(`markerTypes.${marker.type}`)}
          sx={{ bgcolor: MARKER_TYPE_COLORS[marker.type], color: '#fff' }}
        />
        <IconButton size="small" onClick={onClose} aria-label={t('pointCard.close')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
      >
        <Row label={t('pointCard.radius')}>
          {t('pointCard.radiusValue', { radius: marker.radius_m })}
        </Row>
        {marker.speed_limit_kmh !== null && (
          <Row label={t('pointCard.speedLimit')}>
            {t('speed', { speed: marker.speed_limit_kmh })}
          </Row>
        )}
        <Row label={t('card.position')}>
          {marker.lat.toFixed(5)}, {marker.lon.toFixed(5)}
        </Row>
        {marker.address && <Row label={t('pointCard.address')}>{marker.address}</Row>}
        {marker.note && <Row label={t('pointCard.note')}>{marker.note}</Row>}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditIcon />}
          onClick={() => onEdit(marker)}
        >
          {t('pointCard.edit')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => onDelete(marker)}
          data-testid="marker-card-delete"
        >
          {t('pointCard.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}
