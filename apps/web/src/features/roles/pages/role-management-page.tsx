import { useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLE } from '@fleet/contracts';
import { useSession } from '@/lib/session';
import { useSubjects } from '../api';
import { GrantEditor } from '../components/grant-editor';
import { CreateRoleDialog } from '../components/create-role-dialog';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { SubjectPicker } from '../components/subject-picker';
import { roleLabelOf, userRoleName } from '../lib/role-label';
import { subjectId, type TSubject } from '../lib/subject';

/**
 * Role management (/role-management): `?role=` or `?user=` names whose grants are open.
 * The page frame of the shell renders the heading.
 */
export default function RoleManagementPage() {
  const { t, i18n } = useTranslation('roles');
  const { user: me } = useSession();
  const subjects = useSubjects();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<TStatus | null>(null);
  const [creating, setCreating] = useState(false);
  const editor = useRef<HTMLDivElement>(null);
  const canManage = me?.role === ADMIN_ROLE;

  const roles = subjects.data?.roles ?? [];
  const users = subjects.data?.users ?? [];
  const pickedRole = roles.find((r) => r.name === params.get('role'));
  const pickedUser = pickedRole ? undefined : users.find((u) => u.username === params.get('user'));
  const userRole = pickedUser && roles.find((r) => r.name === pickedUser.role);

  let subject: TSubject | null = null;
  let title = '';
  if (pickedRole) {
    subject = { kind: 'role', name: pickedRole.name };
    title = t('subject.role', { label: roleLabelOf(pickedRole, i18n.language) });
  } else if (pickedUser) {
    subject = { kind: 'user', username: pickedUser.username, role: pickedUser.role };
    title = t('subject.user', { fullname: pickedUser.fullname, username: pickedUser.username });
  }

  const pick = (next: { role: string } | { user: string } | null) => {
    setParams(next ? new URLSearchParams(next) : new URLSearchParams(), { replace: true });
    if (next && window.matchMedia('(max-width: 899.95px)').matches) {
      // On a phone the editor sits under the lists: bring it into view.
      setTimeout(() => editor.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
    }
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
        {t('intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <SubjectPicker
          query={subjects}
          selectedRole={pickedRole?.name ?? null}
          selectedUser={pickedUser?.username ?? null}
          onPickRole={(role) => pick({ role: role.name })}
          onPickUser={(user) => pick({ user: user.username })}
          canManage={canManage}
          onCreateRole={() => setCreating(true)}
          onRoleDeleted={(name) => {
            if (name === pickedRole?.name) pick(null);
          }}
          onStatus={setStatus}
        />
        <Box
          ref={editor}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: { xs: 2, md: 3 },
            bgcolor: 'background.paper',
            scrollMarginTop: 72,
            // Tall enough on a phone that scrolling to it works before its grants load.
            minHeight: subject ? { xs: 'calc(100vh - 88px)', md: 'auto' } : undefined,
          }}
        >
          {subject ? (
            <GrantEditor
              key={subjectId(subject)}
              subject={subject}
              title={title}
              roleLabel={
                userRole
                  ? roleLabelOf(userRole, i18n.language)
                  : pickedUser && userRoleName(pickedUser, i18n.language)
              }
              onSaved={() => setStatus({ text: t('grants.saved'), severity: 'success' })}
            />
          ) : (
            <Typography color="text.secondary" data-testid="grant-none">
              {t('subject.none')}
            </Typography>
          )}
        </Box>
      </Box>
      {creating && (
        <CreateRoleDialog
          onClose={(role) => {
            setCreating(false);
            if (!role) return;
            setStatus({
              text: t('createRole.created', { name: roleLabelOf(role, i18n.language) }),
              severity: 'success',
            });
            pick({ role: role.name });
          }}
        />
      )}
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="roles-status" />
    </Box>
  );
}
