import { Box, CircularProgress, Typography } from '@mui/material';

/** Centred spinner with a line of text, for whole-screen waits (session check). */
export function FullScreenLoader({ text }: { text: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="full-screen-loader"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
