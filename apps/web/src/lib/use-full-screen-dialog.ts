import { useMediaQuery, useTheme } from '@mui/material';

/** Dialogs fill the screen on phones. */
export function useFullScreenDialog(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}
