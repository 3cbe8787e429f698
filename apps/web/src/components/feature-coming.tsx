import { Box, Paper, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';
import { useCurrentPage } from '@/lib/current-page';

/** Stand-in for a screen that later work builds: says so, shows no made-up data. */
export default function FeatureComing() {
  const { t } = useTranslation();
  const page = useCurrentPage();
  const name = page ? t(`pages.${page.key}`) : '';
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      data-testid="feature-coming"
    >
      <Box sx={{ color: 'primary.main', mb: 1 }}>
        <ConstructionIcon sx={{ fontSize: 48 }} />
      </Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('coming.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
        {t('coming.body', { page: name })}
      </Typography>
    </Paper>
  );
}
