import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Divider, Paper } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRole } from '@fleet/contracts';
import type { TSubjectUser } from '../api';
import { errorText } from '@/i18n';
import { DeleteRoleDialog } from './delete-role-dialog';
import { RoleList } from './role-list';
import type { TStatus } from '@/components/status-snackbar';
import { UserPickList } from './user-pick-list';

interface Props {
  query: UseQueryResult<{ users: TSubjectUser[]; roles: TRole[] }>;
  selectedRole: string | null;
  selectedUser: string | null;
  onPickRole: (role: TRole) => void;
  onPickUser: (user: TSubjectUser) => void;
  canManage: boolean;
  onCreateRole: () => void;
  onRoleDeleted: (name: string) => void;
  onStatus: (status: TStatus) => void;
}

/** Roles above, users below: whose grants to edit. */
export function SubjectPicker(props: Props) {
  const { query, selectedRole, selectedUser, onPickRole, onPickUser } = props;
  const { t } = useTranslation('roles');
  const [deleting, setDeleting] = useState<TRole | null>(null);

  let body;
  if (query.error) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {errorText(t, query.error)}
      </Alert>
    );
  } else if (!query.data) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} aria-busy="true">
        <CircularProgress aria-label={t('picker.label')} />
      </Box>
    );
  } else {
    body = (
      <>
        <RoleList
          roles={query.data.roles}
          selected={selectedRole}
          onPick={onPickRole}
          canManage={props.canManage}
          onCreate={props.onCreateRole}
          onDelete={setDeleting}
        />
        <Divider />
        <UserPickList
          users={query.data.users}
          roles={query.data.roles}
          selected={selectedUser}
          onPick={onPickUser}
        />
      </>
    );
  }

  return (
    <Paper variant="outlined" component="nav" aria-label={t('picker.label')}>
      {body}
      <DeleteRoleDialog
        role={deleting}
        onStatus={props.onStatus}
        onClose={(deleted) => {
          setDeleting(null);
          if (deleted) props.onRoleDeleted(deleted);
        }}
      />
    </Paper>
  );
}
