import { alpha, createTheme } from '@mui/material/styles';
import { enUS, viVN } from '@mui/material/locale';

const BRAND = '#17407a';

/** One theme for the console; MUI's own texts follow the interface language. */
export function createAppTheme(language: string | undefined) {
  return createTheme(
    {
      palette: {
        primary: { main: BRAND },
        secondary: { main: '#f5b400', contrastText: '#1d1d1d' },
        background: { default: '#f3f5f9', paper: '#ffffff' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily:
          'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
        h4: { fontWeight: 700, fontSize: '1.6rem' },
        h5: { fontWeight: 700 },
        h6: { fontWeight: 600 },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            // Keyboard focus stays visible on links and custom controls.
            'a:focus-visible, [role="button"]:focus-visible, .MuiButtonBase-root.Mui-focusVisible':
              {
                outline: `2px solid ${BRAND}`,
                outlineOffset: 2,
              },
          },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
        },
        MuiToggleButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiListItemButton: {
          styleOverrides: {
            root: {
              borderRadius: 8,
              '&.Mui-selected': { backgroundColor: alpha(BRAND, 0.1), color: BRAND },
              '&.Mui-selected .MuiListItemIcon-root': { color: BRAND },
              '&.Mui-focusVisible': { outline: `2px solid ${BRAND}`, outlineOffset: -2 },
            },
          },
        },
      },
    },
    language === 'en' ? enUS : viVN,
  );
}
