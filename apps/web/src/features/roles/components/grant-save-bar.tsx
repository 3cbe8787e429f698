import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TGrantType } from '@fleet/contracts';
import { errorText } from '@/i18n';

interface Props {
  /** The tabs with edits not saved yet. */
  unsaved: readonly TGrantType[];
  saving: boolean;
  error: Error | null;
  onReset: () => void;
  onSave: () => void;
}

/** One save for the edits of every tab, pinned under the checklist. */
export function GrantSaveBar({ unsaved, saving, error, onReset, onSave }: Props) {
  const { t } = useTranslation('roles');
  const changed = unsaved.length > 0;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'sticky',
        bottom: 0,
        mt: 2,
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 1,
      }}
    >
      {error && (
        <Alert severity="error" role="alert">
          {errorText(t, error)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flex: 1 }}
          aria-live="polite"
          data-testid="grants-unsaved"
        >
          {changed
            ? t('grants.unsaved', { tabs: unsaved.map((type) => t(`tabs.${type}`)).join(', ') })
            : t('grants.allSaved')}
        </Typography>
        <Button color="inherit" disabled={!changed || saving} onClick={onReset}>
          {t('grants.reset')}
        </Button>
        <Button
          variant="contained"
          disabled={!changed}
          loading={saving}
          onClick={onSave}
          data-testid="grants-save"
        >
          {t('grants.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
