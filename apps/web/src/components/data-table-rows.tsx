import type { ReactNode } from 'react';
import { TableCell, TableRow } from '@mui/material';

/** The height of the rows a long list does not draw, above or below those it does. */
export function SpacerRow({ height }: { height: number }) {
  return height > 0 ? <TableRow aria-hidden sx={{ height }} /> : null;
}

interface TTotalRowProps {
  columns: readonly { key: string }[];
  cells: Partial<Record<string, ReactNode>>;
  /** A cell under the selection checkboxes. */
  selectable: boolean;
  testId?: string;
}

/** A bold last row under the columns shown (a report's totals). */
export function TotalRow({ columns, cells, selectable, testId }: TTotalRowProps) {
  return (
    <TableRow data-testid={testId} sx={{ '& td': { fontWeight: 700 } }}>
      {selectable && <TableCell />}
      {columns.map((column) => (
        <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
          {cells[column.key] ?? ''}
        </TableCell>
      ))}
    </TableRow>
  );
}
