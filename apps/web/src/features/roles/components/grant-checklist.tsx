import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TGrantGroup } from '../lib/grant-groups';
import { grantTestId } from '../lib/test-id';

interface Props {
  type: string;
  groups: TGrantGroup[];
  /** Keys the subject holds itself (editable). */
  own: ReadonlySet<string>;
  /** Keys that come from the user's role (ticked, read-only). */
  inherited: ReadonlySet<string>;
  /** Admin: everything ticked, nothing editable. */
  all: boolean;
  disabled: boolean;
  onChange: (keys: string[], on: boolean) => void;
}

export function GrantChecklist(props: Props) {
  const { type, groups, own, inherited, all, disabled, onChange } = props;
  const { t } = useTranslation('roles');

  return (
    <Stack spacing={2.5}>
      {groups.map((group) => {
        const editable = group.items.filter((item) => !inherited.has(item.key)).map((i) => i.key);
        const allOn = editable.length > 0 && editable.every((key) => own.has(key));
        const headingId = `grant-group-${type}-${group.id}`;
        return (
          <Box key={group.id} role="group" aria-labelledby={group.title ? headingId : undefined}>
            {(group.title || (!all && editable.length > 1)) && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                <Typography
                  variant="overline"
                  component="h3"
                  id={headingId}
                  color="text.secondary"
                  sx={{ flex: 1, lineHeight: 1.8 }}
                >
                  {group.title}
                </Typography>
                {!all && editable.length > 1 && (
                  <Button
                    size="small"
                    disabled={disabled}
                    onClick={() => onChange(editable, !allOn)}
                  >
                    {allOn ? t('grants.clearAll') : t('grants.selectAll')}
                  </Button>
                )}
              </Stack>
            )}
            <FormGroup
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
                columnGap: 2,
              }}
            >
              {group.items.map((item) => {
                const fromRole = inherited.has(item.key);
                const checked = all || fromRole || own.has(item.key);
                return (
                  <FormControlLabel
                    key={item.key}
                    sx={{ mr: 0, alignItems: 'flex-start', py: 0.25 }}
                    control={
                      <Checkbox
                        checked={checked}
                        disabled={all || fromRole || disabled}
                        onChange={(event) => onChange([item.key], event.target.checked)}
                        sx={{ py: 0.5 }}
                        slotProps={{
                          input: { 'data-testid': grantTestId(type, item.key) } as object,
                        }}
                      />
                    }
                    label={
                      <Box sx={{ pt: 0.75 }}>
                        <Typography variant="body2" component="span">
                          {item.label}
                        </Typography>
                        {fromRole && !all && (
                          <Chip
                            size="small"
                            variant="outlined"
                            label={t('grants.fromRole')}
                            sx={{ ml: 1, height: 20 }}
                          />
                        )}
                        {item.note && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {item.note}
                          </Typography>
                        )}
                      </Box>
                    }
                  />
                );
              })}
            </FormGroup>
          </Box>
        );
      })}
    </Stack>
  );
}
