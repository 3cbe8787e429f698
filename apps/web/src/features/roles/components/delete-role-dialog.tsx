import { useTranslation } from 'react-i18next';
import type { TRole } from '@fleet/contracts';
import { ApiError } from '@/lib/api';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteRole } from '../api';
import { errorText } from '@/i18n';
import { roleLabelOf } from '../lib/role-label';
import type { TStatus } from '@/components/status-snackbar';

interface Props {
  role: TRole | null;
  onClose: (deleted?: string) => void;
  onStatus: (status: TStatus) => void;
}

/** Deletes a custom role; the server refuses one that users still hold (409 ROLE_IN_USE). */
export function DeleteRoleDialog({ role, onClose, onStatus }: Props) {
  const { t, i18n } = useTranslation('roles');
  const remove = useDeleteRole();

  const confirm = () => {
    if (!role) return;
    const { name } = role;
    remove.mutate(name, {
      onSuccess: () => {
        onStatus({ text: t('deleteRole.done', { name }), severity: 'success' });
        onClose(name);
      },
      onError: (error) => {
        const inUse = error instanceof ApiError && error.code === 'ROLE_IN_USE';
        onStatus({
          text: inUse ? t('deleteRole.inUse') : errorText(t, error),
          severity: 'error',
        });
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={Boolean(role)}
      title={t('deleteRole.title')}
      message={t('deleteRole.message', {
        label: role ? roleLabelOf(role, i18n.language) : '',
        name: role?.name ?? '',
      })}
      confirmText={t('deleteRole.confirm')}
      onConfirm={confirm}
      onClose={() => onClose()}
      busy={remove.isPending}
    />
  );
}
