import { useId } from 'react';
import { Box, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '@fleet/contracts';
import { Pager } from './pager';

interface Props {
  /** 1-based. */
  page: number;
  pageCount: number;
  pageSize: number;
  /** Rows per page to choose from; the console's by default. */
  sizes?: readonly number[];
  /** Rows in the whole list. */
  count: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Under a table: rows per page, which rows are shown of how many, and the pages. */
export function TableFooter(props: Props) {
  const { page, pageCount, pageSize, sizes = PAGE_SIZE_OPTIONS, count, onPage, onPageSize } = props;
  const { t } = useTranslation();
  const pageSizeLabel = useId();
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, count);
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ px: 1.5, py: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id={pageSizeLabel} color="text.secondary">
          {t('table.rowsPerPage')}
        </Typography>
        <Select
          size="small"
          variant="standard"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          inputProps={{ 'aria-labelledby': pageSizeLabel }}
          data-testid="page-size"
        >
          {sizes.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('table.range', { from, to, count })}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Pager page={page} pageCount={pageCount} onChange={onPage} />
    </Stack>
  );
}
