import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /errors/error-401, -404 and -500. "Home" is `/`, which picks a page the user may open. */
export default function ErrorPage({ code }: { code: 401 | 404 | 500 }) {
  const { t } = useTranslation('error-pages');
  const title = t(`${code}.title`);
  useDocumentTitle(title);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }} data-testid={`error-${code}`}>
      <Typography
        component="p"
        sx={{ fontSize: { xs: 64, sm: 88 }, fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
        aria-hidden
      >
        {code}
      </Typography>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{t(`${code}.body`)}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common:actions.goHome')}
      </Button>
    </Stack>
  );
}
