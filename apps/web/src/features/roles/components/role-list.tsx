import {
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import type { TRole } from '@fleet/contracts';
import { roleLabelOf } from '../lib/role-label';

interface Props {
  roles: TRole[];
  selected: string | null;
  onPick: (role: TRole) => void;
  /** Admins create and delete roles; others only pick. */
  canManage: boolean;
  onCreate: () => void;
  onDelete: (role: TRole) => void;
}

export function RoleList({ roles, selected, onPick, canManage, onCreate, onDelete }: Props) {
  const { t, i18n } = useTranslation('roles');

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
        <Typography variant="subtitle1" component="h2" id="role-list-heading" sx={{ flex: 1 }}>
          {t('picker.roles')}
        </Typography>
        {canManage && (
          <Button size="small" startIcon={<AddIcon />} onClick={onCreate} data-testid="role-create">
            {t('picker.createRole')}
          </Button>
        )}
      </Stack>
      <List dense aria-labelledby="role-list-heading">
        {roles.map((role) => {
          const label = roleLabelOf(role, i18n.language);
          const removable = canManage && !role.builtin;
          return (
            <ListItem
              key={role.name}
              disablePadding
              secondaryAction={
                removable ? (
                  <Tooltip title={t('picker.deleteRole', { name: label })}>
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={t('picker.deleteRole', { name: label })}
                      onClick={() => onDelete(role)}
                      data-testid={`role-delete-${role.name}`}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : undefined
              }
            >
              <ListItemButton
                selected={selected === role.name}
                onClick={() => onPick(role)}
                data-testid={`role-pick-${role.name}`}
                // The key (what the API and imports name) only on hover: people read the label.
                title={t('picker.roleKey', { name: role.name })}
                aria-current={selected === role.name ? 'true' : undefined}
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{label}</span>
                      {role.builtin && (
                        <Chip size="small" variant="outlined" label={t('picker.builtin')} />
                      )}
                    </Stack>
                  }
                  secondary={t('picker.userCount', { count: role.users })}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
