import { Avatar, Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUILTIN_ROLES, type TSessionUser } from '@fleet/contracts';
import { CHANGE_PASSWORD_PATH } from '@/app/paths';
import { initialsOf } from '@/components/avatar-stack';

const BUILTIN = new Set<string>(BUILTIN_ROLES.map((role) => role.name));

/**
 * Built-in roles are named by the interface's translations; added roles by the name the admin
 * gave in the interface language (English falls back to the Vietnamese name).
 */
export function useRoleLabel() {
  const { t, i18n } = useTranslation();
  return (user: Pick<TSessionUser, 'role' | 'role_name' | 'role_name_en'>) => {
    if (BUILTIN.has(user.role)) return t(`roles.${user.role}`);
    const english = i18n.language.startsWith('en') ? user.role_name_en : '';
    return english || user.role_name || user.role;
  };
}

/** Top of the navigation: who is signed in, their role, and a way to change the password. */
export function UserPanel({ user, onNavigate }: { user: TSessionUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const name = user.fullname || user.username;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        m: 1,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
      data-testid="user-panel"
    >
      <Avatar src={user.avatar ?? undefined} alt={name} sx={{ bgcolor: 'primary.main' }}>
        {initialsOf(name)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap data-testid="user-fullname" title={name}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap data-testid="user-role">
          {roleLabel(user)}
        </Typography>
        <Link
          component={RouterLink}
          to={CHANGE_PASSWORD_PATH}
          variant="caption"
          onClick={onNavigate}
          data-testid="user-panel-change-password"
        >
          {t('userPanel.changePassword')}
        </Link>
      </Box>
    </Box>
  );
}
