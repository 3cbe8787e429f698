import { Box, Button, IconButton, Stack } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { pagerItems } from '@fleet/contracts';

interface TPagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Page numbers as spec 9 shows them: 5 around the current page, 2 at each margin. */
export function Pager({ page, pageCount, onChange }: TPagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label={t('table.pagination')}
      direction="row"
      alignItems="center"
      spacing={0.5}
      sx={{ flexWrap: 'wrap' }}
      data-testid="pager"
    >
      <IconButton
        size="small"
        aria-label={t('table.previousPage')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeftIcon fontSize="small" />
      </IconButton>
      {pagerItems(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <Box key={`gap-${index}`} component="span" aria-hidden sx={{ px: 0.5 }}>
            …
          </Box>
        ) : (
          <Button
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'text'}
            aria-label={t('table.goToPage', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
            sx={{ minWidth: 36, px: 1 }}
          >
            {item}
          </Button>
        ),
      )}
      <IconButton
        size="small"
        aria-label={t('table.nextPage')}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRightIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
