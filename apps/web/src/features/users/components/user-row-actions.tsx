import { IconButton, Stack, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TUserRow } from '../api';

interface Props {
  user: TUserRow;
  isSelf: boolean;
  /** Only an admin manages an admin account (account-rules.ts): no actions, a lock instead. */
  locked: boolean;
  onEdit: (user: TUserRow) => void;
  onResetPassword: (user: TUserRow) => void;
  onDelete: (user: TUserRow) => void;
}

export function UserRowActions(props: Props) {
  const { user, isSelf, locked, onEdit, onResetPassword, onDelete } = props;
  const { t } = useTranslation('users');
  const name = { username: user.username };
  const action = (
    key: string,
    label: string,
    icon: ReactNode,
    onClick: () => void,
    color: 'default' | 'error' = 'default',
  ) => (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color={color}
        aria-label={label}
        data-testid={`user-${key}-${user.username}`}
        onClick={onClick}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );

  if (locked)
    return (
      <Tooltip title={t('common:accountRules.admin_only')}>
        <LockOutlinedIcon
          fontSize="small"
          color="disabled"
          aria-label={t('common:accountRules.admin_only')}
          data-testid={`user-locked-${user.username}`}
        />
      </Tooltip>
    );

  return (
    <Stack direction="row" spacing={0.5}>
      {action('edit', t('actions.edit', name), <EditOutlinedIcon fontSize="small" />, () =>
        onEdit(user),
      )}
      {action('reset', t('actions.resetPassword', name), <LockResetIcon fontSize="small" />, () =>
        onResetPassword(user),
      )}
      {!isSelf &&
        action(
          'delete',
          t('actions.delete', name),
          <DeleteOutlineIcon fontSize="small" />,
          () => onDelete(user),
          'error',
        )}
    </Stack>
  );
}
