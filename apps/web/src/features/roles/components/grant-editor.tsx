import { useState } from 'react';
import { Alert, Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { GRANT_TYPES, type TGrantType } from '@fleet/contracts';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useSaveGrantDrafts, type TGrantDrafts } from '../api';
import { isAdminSubject, type TSubject } from '../lib/subject';
import { GrantPanel } from './grant-panel';
import { GrantSaveBar } from './grant-save-bar';

interface Props {
  subject: TSubject;
  /** How the subject is named on screen (role label, or full name and username). */
  title: string;
  /** For a user: the label of their role. */
  roleLabel?: string;
  onSaved: () => void;
}

/**
 * Three tabs of grants for one role or user. Edits of every tab are kept until one save
 * stores them all; leaving with edits unsaved asks first.
 */
export function GrantEditor({ subject, title, roleLabel, onSaved }: Props) {
  const { t } = useTranslation('roles');
  const [type, setType] = useState<TGrantType>('page');
  const [drafts, setDrafts] = useState<TGrantDrafts>({});
  const save = useSaveGrantDrafts(subject);
  const admin = isAdminSubject(subject);
  const unsaved = GRANT_TYPES.filter((grantType) => drafts[grantType]);

  const setDraft = (grantType: TGrantType, draft: string[] | undefined) =>
    setDrafts((previous) => ({ ...previous, [grantType]: draft }));

  const submit = () => {
    save.mutate(
      { drafts, onTypeSaved: (saved) => setDraft(saved, undefined) },
      { onSuccess: onSaved },
    );
  };

  return (
    <Box>
      <Typography variant="h6" component="h2" data-testid="grant-subject" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {admin ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="grant-admin-note">
          {subject.kind === 'role' ? t('subject.adminRole') : t('subject.adminUser')}
        </Alert>
      ) : (
        subject.kind === 'user' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('subject.userRole', { role: roleLabel ?? subject.role })}
          </Typography>
        )
      )}
      <Tabs
        value={type}
        onChange={(_event, next: TGrantType) => setType(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {GRANT_TYPES.map((grantType) => (
          <Tab
            key={grantType}
            value={grantType}
            id={`grant-tab-${grantType}`}
            aria-controls="grant-tabpanel"
            data-testid={`grant-tab-${grantType}`}
            label={
              drafts[grantType]
                ? `${t(`tabs.${grantType}`)} • ${t('tabs.unsaved')}`
                : t(`tabs.${grantType}`)
            }
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="grant-tabpanel" aria-labelledby={`grant-tab-${type}`}>
        <GrantPanel
          key={type}
          subject={subject}
          type={type}
          draft={drafts[type]}
          onDraftChange={(draft) => setDraft(type, draft)}
          saving={save.isPending}
        />
      </Box>
      {!admin && (
        <GrantSaveBar
          unsaved={unsaved}
          saving={save.isPending}
          error={save.error}
          onReset={() => setDrafts({})}
          onSave={submit}
        />
      )}
      <UnsavedChangesGuard dirty={unsaved.length > 0} />
    </Box>
  );
}
