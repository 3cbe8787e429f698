import type { ReactNode } from 'react';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import type { TSlotGrid } from '@/lib/slot-grid';

interface Props<T> {
  grid: TSlotGrid<T>;
  title: string;
  clearLabel: string;
  /** `<testId>-clear` on the clear button, `<testId>-slot-<n>` on each slot. */
  testId: string;
  /** The empty slot's text and the close button's label, by 0-based slot index. */
  emptyLabel: (index: number) => string;
  closeLabel: (index: number) => string;
  /** The player of one filled slot. */
  renderItem: (item: T, index: number) => ReactNode;
  /** What a filled slot shows (`<testId>-slot-<n>-label`), e.g. plate · camera · time. */
  itemLabel?: (item: T) => string;
  /** Outlines the slot the next video goes into. */
  markNext?: boolean;
  columns: Record<string, string>;
  onClose: (index: number) => void;
  onClear: () => void;
}

const overlaySx = {
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  pl: 1,
  pr: 0.5,
  py: 0.5,
  color: 'common.white',
  background: 'linear-gradient(rgba(0,0,0,.7), rgba(0,0,0,0))',
  pointerEvents: 'none',
} as const;

/**
 * A grid of video players whose slot count is the grid's own (4 in video history, 6 in
 * warehouse). An empty slot is a thin line, so an idle grid leaves the page to what is above
 * and below it; a filled one is a 16:9 player with its label on top.
 */
export function VideoSlotGrid<T>({
  grid,
  title,
  clearLabel,
  testId,
  emptyLabel,
  closeLabel,
  renderItem,
  itemLabel,
  markNext = false,
  columns,
  onClose,
  onClear,
}: Props<T>) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button
          startIcon={<ClearAllIcon />}
          onClick={onClear}
          disabled={grid.slots.every((slot) => slot === null)}
          data-testid={`${testId}-clear`}
        >
          {clearLabel}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: columns, alignItems: 'start' }}>
        {grid.slots.map((item, index) => (
          <Box
            key={index}
            data-testid={`${testId}-slot-${index + 1}`}
            data-filled={item !== null}
            sx={{
              position: 'relative',
              aspectRatio: item !== null ? '16 / 9' : undefined,
              bgcolor: 'grey.900',
              borderRadius: 1,
              overflow: 'hidden',
              outline: markNext && grid.next === index ? '2px solid' : 'none',
              outlineColor: 'primary.main',
            }}
          >
            {item !== null ? (
              <>
                {renderItem(item, index)}
                <Box sx={overlaySx}>
                  <Typography
                    variant="caption"
                    noWrap
                    sx={{ flex: 1, fontWeight: 500 }}
                    data-testid={`${testId}-slot-${index + 1}-label`}
                  >
                    {itemLabel?.(item)}
                  </Typography>
                  <IconButton
                    size="small"
                    onClick={() => onClose(index)}
                    aria-label={closeLabel(index)}
                    sx={{ color: 'common.white', pointerEvents: 'auto' }}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Box>
              </>
            ) : (
              <Typography
                variant="body2"
                noWrap
                sx={{ color: 'grey.500', px: 1.5, py: 1, textAlign: 'center' }}
              >
                {emptyLabel(index)}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
