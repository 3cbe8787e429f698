import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The console's mark: a truck on the brand blue (also public/favicon.svg). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      sx={{ width: size, height: size, flexShrink: 0 }}
      aria-hidden
    >
      <rect width="32" height="32" rx="7" fill="#17407a" />
      <rect x="4.5" y="9.5" width="14" height="10" rx="1.5" fill="#fff" />
      <path d="M19.5 12.5h4.6l3.4 4V19.5h-8z" fill="#f5b400" />
      <path d="M21 14h2.6l1.8 2.2H21z" fill="#17407a" />
      <circle cx="10" cy="21.5" r="2.6" fill="#fff" stroke="#17407a" strokeWidth="1.4" />
      <circle cx="23" cy="21.5" r="2.6" fill="#fff" stroke="#17407a" strokeWidth="1.4" />
    </Box>
  );
}

/** Mark plus the app name; the name hides on very small screens when `compact`. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LogoMark />
      <Typography
        component="span"
        variant="h6"
        noWrap
        sx={{
          fontWeight: 700,
          letterSpacing: 0.2,
          display: compact ? { xs: 'none', sm: 'inline' } : 'inline',
        }}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
