import { Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { DetailCard, DetailList, DetailRow } from './detail-card';
import type { TMarker } from '@fleet/contracts';
import { MARKER_TYPE_COLORS } from '../lib/marker-colors';

interface Props {
  marker: TMarker;
  onClose: () => void;
  onEdit: (marker: TMarker) => void;
  onDelete: (marker: TMarker) => void;
}

/** The details of the map point clicked on the map or shown from the list. */
export function MarkerCard({ marker, onClose, onEdit, onDelete }: Props) {
  const { t } = useTranslation('location');
  return (
    <DetailCard titleId="marker-card-title" testId="marker-card">
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
      <DetailList>
        <DetailRow label={t('pointCard.radius')}>
          {t('pointCard.radiusValue', { radius: marker.radius_m })}
        </DetailRow>
        {marker.speed_limit_kmh !== null && (
          <DetailRow label={t('pointCard.speedLimit')}>
            {t('speed', { speed: marker.speed_limit_kmh })}
          </DetailRow>
        )}
        <DetailRow label={t('card.position')}>
          {marker.lat.toFixed(5)}, {marker.lon.toFixed(5)}
        </DetailRow>
        {marker.address && <DetailRow label={t('pointCard.address')}>{marker.address}</DetailRow>}
        {marker.note && <DetailRow label={t('pointCard.note')}>{marker.note}</DetailRow>}
      </DetailList>
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
    </DetailCard>
  );
}
