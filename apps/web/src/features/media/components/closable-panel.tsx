import type { ReactNode } from 'react';
import { IconButton, Paper, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

interface Props {
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** `data-testid` of the panel; its close button is `<testId>-close`. */
  testId: string;
  children: ReactNode;
}

/** An opened view comes into sight: it opens below the clip list that opened it. */
const bringIntoView = (panel: HTMLElement | null) => panel?.scrollIntoView({ block: 'nearest' });

/** A titled section with a close button, as the clip and playback views open on the page. */
export function ClosablePanel({ title, closeLabel, onClose, testId, children }: Props) {
  return (
    <Paper
      ref={bringIntoView}
      variant="outlined"
      sx={{ p: 1.5 }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={closeLabel} data-testid={`${testId}-close`}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {children}
    </Paper>
  );
}
