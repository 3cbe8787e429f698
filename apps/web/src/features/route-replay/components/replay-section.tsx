import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** A titled box beside the replay map (stops, fixes). */
export function ReplaySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id}>
      <Typography
        id={id}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 1 }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
