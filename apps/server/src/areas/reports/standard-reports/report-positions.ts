import type { Position } from '../../places/index.js';

type Coordinate = number | null | undefined;
interface Placed {
  lat?: Coordinate;
  lon?: Coordinate;
  start_lat?: Coordinate;
  start_lon?: Coordinate;
  end_lat?: Coordinate;
  end_lon?: Coordinate;
}

const isNumber = (value: Coordinate): value is number => typeof value === 'number';

/** Every position the rows of a report name a place for: where, or where from and to. */
export function reportPositions(rows: readonly object[]): Position[] {
  const positions: Position[] = [];
  const add = (lat: Coordinate, lon: Coordinate) => {
    if (isNumber(lat) && isNumber(lon)) positions.push({ lat, lon });
  };
  for (const row of rows as readonly Placed[]) {
    add(row.lat, row.lon);
    add(row.start_lat, row.start_lon);
    add(row.end_lat, row.end_lon);
  }
  return positions;
}
