import { useMemo, useState } from 'react';
import { Box, Button, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { MARKER_TYPES, type TMarker, type TMarkerType } from '@fleet/contracts';
import {
  DataTable,
  tableQuery,
  type TDataTableColumn,
  type TRowKey,
} from '@/components/data-table';
import { SearchField, SelectFilter } from '@/components/list-filters';
import { useDebounced } from '@/lib/use-debounced';
import { useMarkerList, type TMarkerFilter } from '../api';
import { MARKER_TYPE_COLORS } from '../lib/marker-colors';
import { MarkerExportMenu } from './marker-export-menu';

interface Props {
  selected: TRowKey[];
  onSelectedChange: (keys: TRowKey[]) => void;
  onShow: (marker: TMarker) => void;
  onEdit: (marker: TMarker) => void;
  onAdd: () => void;
  picking: boolean;
  onPickingChange: (picking: boolean) => void;
  onImport: () => void;
  onDelete: (ids: number[]) => void;
  onError: (message: string) => void;
}

/** The map points as a table: search, type filter, selection, add/import/export/delete. */
export function MarkerListPanel(props: Props) {
  const { selected, onSelectedChange, onShow, onEdit, onAdd, picking, onPickingChange } = props;
  const { onImport, onDelete, onError } = props;
  const { t } = useTranslation('location');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TMarkerType | ''>('');
  const debounced = useDebounced(search.trim());
  const filter = useMemo<TMarkerFilter>(
    () => ({ ...(debounced ? { search: debounced } : {}), ...(type ? { type } : {}) }),
    [debounced, type],
  );
  const list = useMarkerList(filter);

  const columns: TDataTableColumn<TMarker>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      render: (marker) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Box
            aria-hidden
            sx={{
              width: 10,
              height: 10,
              mt: 0.75,
              borderRadius: '50%',
              flexShrink: 0,
              bgcolor: MARKER_TYPE_COLORS[marker.type],
            }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => onShow(marker)}
              aria-label={t('points.show', { name: marker.name })}
              sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
              data-testid={`marker-row-${marker.id}`}
            >
              {marker.name}
            </Link>
            <Typography variant="caption" color="text.secondary" component="div">
              {t(`markerTypes.${marker.type}`)} ·{' '}
              {t('pointCard.radiusValue', { radius: marker.radius_m })}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 56,
      render: (marker) => (
        <Tooltip title={t('points.edit', { name: marker.name })}>
          <IconButton
            size="small"
            onClick={() => onEdit(marker)}
            aria-label={t('points.edit', { name: marker.name })}
            data-testid={`marker-edit-${marker.id}`}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  const toolbar = (
    <Stack spacing={1.25}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SearchField
          value={search}
          onChange={setSearch}
          label={t('points.search')}
          testId="marker-search"
          sx={{ flex: '1 1 100%' }}
        />
        <SelectFilter
          label={t('points.typeFilter')}
          value={type}
          onChange={(value) => setType(value as TMarkerType | '')}
          testId="marker-type-filter"
          sx={{ flex: '1 1 120px' }}
        >
          <option value="">{t('points.allTypes')}</option>
          {MARKER_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`markerTypes.${value}`)}
            </option>
          ))}
        </SelectFilter>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="contained"
          startIcon={<AddIcon />}
          onClick={onAdd}
          data-testid="marker-add"
        >
          {t('points.add')}
        </Button>
        <Button
          size="small"
          variant={picking ? 'contained' : 'outlined'}
          color={picking ? 'secondary' : 'primary'}
          startIcon={<AddLocationIcon />}
          onClick={() => onPickingChange(!picking)}
          aria-pressed={picking}
          data-testid="marker-pick"
        >
          {t('points.pickOnMap')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadIcon />}
          onClick={onImport}
          data-testid="marker-import-open"
        >
          {t('import.button')}
        </Button>
        <MarkerExportMenu onError={onError} />
        {selected.length > 0 && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            startIcon={<DeleteIcon />}
            onClick={() => onDelete(selected.map(Number))}
            data-testid="marker-delete-selected"
          >
            {t('points.deleteSelected', { count: selected.length })}
          </Button>
        )}
      </Stack>
    </Stack>
  );

  return (
    <Box sx={{ p: 1, overflowY: 'auto', flex: 1, minHeight: 0 }}>
      <DataTable<TMarker>
        tableId="markers"
        {...tableQuery(list)}
        columns={columns}
        rowKey={(marker) => marker.id}
        emptyText={t('points.empty')}
        selection={{ selected: selected, onChange: onSelectedChange }}
        toolbar={toolbar}
      />
    </Box>
  );
}
