import { Skeleton, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from './retry-alert';

/** Placeholder lines while a list loads for the first time. */
export function LoadingRows({ count, columnCount }: { count: number; columnCount: number }) {
  return Array.from({ length: count }, (_, i) => (
    <TableRow key={`skeleton-${i}`}>
      <TableCell colSpan={columnCount}>
        <Skeleton variant="text" />
      </TableCell>
    </TableRow>
  ));
}

interface TErrorRowProps {
  columnCount: number;
  error: unknown;
  onRetry?: () => void;
}

/** A failed list: what went wrong in the reader's language, and a retry when there is one. */
export function ErrorRow({ columnCount, error, onRetry }: TErrorRowProps) {
  return (
    <TableRow>
      <TableCell colSpan={columnCount}>
        <RetryAlert error={error} onRetry={onRetry} testId="data-table-error" />
      </TableCell>
    </TableRow>
  );
}

/** A list with nothing in it. */
export function EmptyRow({ columnCount, text }: { columnCount: number; text?: string }) {
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell colSpan={columnCount} align="center" data-testid="data-table-empty">
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {text ?? t('table.empty')}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
