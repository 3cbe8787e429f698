import type { ReactNode } from 'react';
import { Chip, IconButton, Stack, Tooltip, type ChipProps } from '@mui/material';
import { displayDay, displayTime } from '@/lib/company-time';
import type { TDataTableColumn } from './data-table';

/** A column whose cell and export are the same text. */
export function textColumn<T>(
  key: string,
  header: string,
  text: (row: T) => string,
): TDataTableColumn<T> {
  return { key, header, render: text, exportValue: text };
}

/**
 * A calendar date (`date`: `DD/MM/YYYY`) or an instant (`datetime`: `DD/MM/YYYY HH:mm:ss`),
 * shown on the company clock, `empty` when there is none; sorted as a date and exported as a
 * real date cell (dd/mm/yyyy [hh:mm]).
 */
export function dateColumn<T>(
  key: string,
  header: string,
  value: (row: T) => string | null,
  {
    kind = 'date',
    empty = '',
    width,
  }: { kind?: 'date' | 'datetime'; empty?: string; width?: number } = {},
): TDataTableColumn<T> {
  const shown = (row: T) => {
    const when = value(row);
    if (!when) return empty;
    return (kind === 'date' ? displayDay(when) : displayTime(when)) || when;
  };
  return { key, header, kind, width, render: shown, exportValue: value };
}

/**
 * A duration in seconds: shown as the screen words it, sorted and exported as a duration
 * (an `[h]:mm:ss` cell Excel can sum).
 */
export function durationColumn<T>(
  key: string,
  header: string,
  seconds: (row: T) => number | null,
  text: (seconds: number, row: T) => ReactNode,
): TDataTableColumn<T> {
  return {
    key,
    header,
    kind: 'duration',
    render: (row) => {
      const value = seconds(row);
      return value === null ? '' : text(value, row);
    },
    exportValue: seconds,
  };
}

/** A status shown as a coloured chip; the export writes the label. */
export function statusChipColumn<T>(
  header: string,
  labelOf: (row: T) => string,
  colorOf: (row: T) => ChipProps['color'],
): TDataTableColumn<T> {
  return {
    key: 'status',
    header,
    render: (row) => <Chip size="small" color={colorOf(row)} label={labelOf(row)} />,
    exportValue: labelOf,
  };
}

/** The row's buttons (`RowAction`s), left out of the export. */
export function actionsColumn<T>(
  header: string,
  render: (row: T) => ReactNode,
): TDataTableColumn<T> {
  return {
    key: 'actions',
    header,
    exportValue: () => null,
    render: (row) => (
      <Stack direction="row" spacing={0.5}>
        {render(row)}
      </Stack>
    ),
  };
}

interface TRowActionProps {
  /** Tooltip and accessible name. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: 'error';
  testId?: string;
}

/** An icon button of one row, named by its tooltip. */
export function RowAction({ label, icon, onClick, color, testId }: TRowActionProps) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color={color}
        aria-label={label}
        onClick={onClick}
        data-testid={testId}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
