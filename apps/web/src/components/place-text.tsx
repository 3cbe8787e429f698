import { Box, Tooltip, Typography } from '@mui/material';
import type { TDataTableColumn } from './data-table';
import { coordinatesText, placeExport, type TPlaced } from './place-format';

/**
 * Where a row happened: the address, with the coordinates a hover away and, when asked, on a
 * second line; the coordinates alone when the server sent no address.
 */
export function PlaceText({ place, secondLine = false }: { place: TPlaced; secondLine?: boolean }) {
  const coordinates = coordinatesText(place);
  if (!place.address) return <>{coordinates ?? ''}</>;
  return (
    // describeChild: the coordinates describe the place; its name stays the address.
    <Tooltip title={coordinates ?? ''} describeChild disableHoverListener={!coordinates}>
      <Box component="span" data-testid="place-text">
        {place.address}
        {secondLine && coordinates && (
          <Typography component="span" variant="caption" color="text.secondary" display="block">
            {coordinates}
          </Typography>
        )}
      </Box>
    </Tooltip>
  );
}

/** A table column of the position: the address shown, address and coordinates exported. */
export function placeColumn<T extends TPlaced>(key: string, header: string): TDataTableColumn<T> {
  return {
    key,
    header,
    render: (row) => <PlaceText place={row} />,
    exportValue: placeExport,
  };
}
