import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

/** The floating card beside the map that shows one truck or one map point. */
export function DetailCard({
  titleId,
  testId,
  children,
}: {
  titleId: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper
      elevation={4}
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ p: 2, width: { xs: '100%', sm: 320 }, maxHeight: '100%', overflowY: 'auto' }}
    >
      {children}
    </Paper>
  );
}

/** Label/value pairs of a card as a description list. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {children}
    </Box>
  );
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
