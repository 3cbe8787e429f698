import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ROLE_FILTER_FLAGS } from '@fleet/contracts';
import { roleLabel, type TRoleOption } from '../lib/role-label';

interface Props {
  value: readonly string[];
  onChange: (value: string[]) => void;
  roles: readonly TRoleOption[] | undefined;
}

/** Toggle chips for the role filter flags (spec 3); none on means no role filter. */
export function RoleFilterChips({ value, onChange, roles }: Props) {
  const { t, i18n } = useTranslation('users');
  const toggle = (role: string) =>
    onChange(value.includes(role) ? value.filter((r) => r !== role) : [...value, role]);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" id="user-role-filter-label">
        {t('list.filterLabel')}
      </Typography>
      {ROLE_FILTER_FLAGS.map((role) => {
        const on = value.includes(role);
        return (
          <Chip
            key={role}
            data-testid={`user-filter-${role}`}
            label={roleLabel(roles, role, i18n.language)}
            color={on ? 'primary' : 'default'}
            variant={on ? 'filled' : 'outlined'}
            onClick={() => toggle(role)}
            aria-pressed={on}
            aria-describedby="user-role-filter-label"
          />
        );
      })}
    </Stack>
  );
}
