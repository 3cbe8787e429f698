import { useState } from 'react';
import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TRole } from '@fleet/contracts';
import { SearchField } from '@/components/list-filters';
import type { TSubjectUser } from '../api';
import { roleLabelOf, userRoleName } from '../lib/role-label';

interface Props {
  users: TSubjectUser[];
  roles: TRole[];
  selected: string | null;
  onPick: (user: TSubjectUser) => void;
}

export function UserPickList({ users, roles, selected, onPick }: Props) {
  const { t, i18n } = useTranslation('roles');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? users.filter((u) => `${u.username} ${u.fullname}`.toLowerCase().includes(needle))
    : users;
  const roleName = (user: TSubjectUser) => {
    const role = roles.find((r) => r.name === user.role);
    return role ? roleLabelOf(role, i18n.language) : userRoleName(user, i18n.language);
  };

  return (
    <>
      <Typography variant="subtitle1" component="h2" id="user-list-heading" sx={{ px: 2, pt: 1.5 }}>
        {t('picker.users')}
      </Typography>
      <Box sx={{ px: 2, pt: 1 }}>
        <SearchField
          fullWidth
          value={search}
          onChange={setSearch}
          label={t('picker.searchUsers')}
          testId="role-user-search"
        />
      </Box>
      <List dense aria-labelledby="user-list-heading" sx={{ maxHeight: 360, overflowY: 'auto' }}>
        {shown.map((user) => (
          <ListItemButton
            key={user.username}
            selected={selected === user.username}
            onClick={() => onPick(user)}
            data-testid={`user-pick-${user.username}`}
            aria-current={selected === user.username ? 'true' : undefined}
          >
            <ListItemText
              primary={user.fullname || user.username}
              secondary={`${user.username} · ${roleName(user)}`}
            />
          </ListItemButton>
        ))}
        {shown.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t('picker.noUsers')}
          </Typography>
        )}
      </List>
    </>
  );
}
