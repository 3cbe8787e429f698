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
  /** Outlines the slot the next video goes into. */
  markNext?: boolean;
  columns: Record<string, string>;
  onClose: (index: number) => void;
  onClear: () => void;
}

/** A grid of video players whose slot count is the grid's own (4 in video history, 6 in warehouse). */
export function VideoSlotGrid<T>({
  grid,
  title,
  clearLabel,
  testId,
  emptyLabel,
  closeLabel,
  renderItem,
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
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: columns }}>
        {grid.slots.map((item, index) => (
          <Box
            key={index}
            data-testid={`${testId}-slot-${index + 1}`}
            sx={{
              position: 'relative',
              aspectRatio: '16 / 9',
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
                <IconButton
                  size="small"
                  onClick={() => onClose(index)}
                  aria-label={closeLabel(index)}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    right: 4,
                    bgcolor: 'rgba(0,0,0,.5)',
                    color: 'common.white',
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </>
            ) : (
              <Typography
                variant="body2"
                sx={{
                  color: 'grey.500',
                  display: 'grid',
                  placeItems: 'center',
                  height: '100%',
                  p: 1,
                  textAlign: 'center',
                }}
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
