import { useMemo, useState } from 'react';
import { ADMIN_ROLE } from '@fleet/contracts';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, tableQuery } from '@/components/data-table';
import { SearchField } from '@/components/list-filters';
import { useSession } from '@/lib/session';
import { useDeleteUser, useReloadUsers, useRoleOptions, useUserList, type TUserRow } from '../api';
import { errorText } from '@/i18n';
import { roleLabel, rowRoleName } from '../lib/role-label';
import { userListBody } from '../lib/user-list-filter';
import { useDebounced } from '@/lib/use-debounced';
import { ResetPasswordDialog } from './reset-password-dialog';
import { RoleFilterChips } from './role-filter-chips';
import type { TStatus } from '@/components/status-snackbar';
import { userColumns } from './user-columns';
import { UserFormDialog } from './user-form-dialog';
import { UserRowActions } from './user-row-actions';

interface Props {
  onStatus: (status: TStatus) => void;
}

export function UserListPanel({ onStatus }: Props) {
  const { t, i18n } = useTranslation('users');
  const { user: me } = useSession();
  const [search, setSearch] = useState('');
  const [roleFilter, setRoleFilter] = useState<string[]>([]);
  const debouncedSearch = useDebounced(search);
  const filter = useMemo(
    () => userListBody(debouncedSearch, roleFilter),
    [debouncedSearch, roleFilter],
  );
  const list = useUserList(filter);
  const roles = useRoleOptions();
  const reload = useReloadUsers();
  const deleteUser = useDeleteUser();
  /** `undefined`: form closed; `null`: creating; a row: editing it. */
  const [formUser, setFormUser] = useState<TUserRow | null | undefined>(undefined);
  const [resetting, setResetting] = useState<TUserRow | null>(null);
  const [deleting, setDeleting] = useState<TUserRow | null>(null);

  const closeForm = (message?: string) => {
    setFormUser(undefined);
    if (message) onStatus({ text: message, severity: 'success' });
    void reload();
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { username } = deleting;
    deleteUser.mutate(username, {
      onSuccess: () => onStatus({ text: t('delete.done', { username }), severity: 'success' }),
      onError: (error) => onStatus({ text: errorText(t, error), severity: 'error' }),
      onSettled: () => setDeleting(null),
    });
  };

  const columns = userColumns({
    t,
    roleName: (row) =>
      roleLabel(roles.data, row.role, i18n.language, rowRoleName(row, i18n.language)),
    actions: (row) => (
      <UserRowActions
        user={row}
        isSelf={row.username === me?.username}
        locked={row.role === ADMIN_ROLE && me?.role !== ADMIN_ROLE}
        onEdit={setFormUser}
        onResetPassword={setResetting}
        onDelete={setDeleting}
      />
    ),
  });

  const toolbar = (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap>
        <SearchField
          value={search}
          onChange={setSearch}
          label={t('list.search')}
          testId="user-search"
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setFormUser(null)}
          data-testid="user-create"
          sx={{ ml: { sm: 'auto' }, flexShrink: 0 }}
        >
          {t('list.create')}
        </Button>
      </Stack>
      <RoleFilterChips value={roleFilter} onChange={setRoleFilter} roles={roles.data} />
    </Stack>
  );

  return (
    <>
      <DataTable<TUserRow>
        tableId="users"
        {...tableQuery(list)}
        columns={columns}
        rowKey={(row) => row.username}
        emptyText={t('list.empty')}
        toolbar={toolbar}
        exportTo={{ fileName: t('list.exportName'), sheet: t('common:sheets.users') }}
      />
      {formUser !== undefined && <UserFormDialog user={formUser} onClose={closeForm} />}
      {resetting && (
        <ResetPasswordDialog
          username={resetting.username}
          onClose={(message) => {
            setResetting(null);
            if (message) onStatus({ text: message, severity: 'success' });
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('delete.title')}
        message={t('delete.message', {
          username: deleting?.username ?? '',
          fullname: deleting?.fullname ?? '',
        })}
        confirmText={t('delete.confirm')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        busy={deleteUser.isPending}
      />
    </>
  );
}
