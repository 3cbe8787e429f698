import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TGrantType, TResource } from '@fleet/contracts';
import { useAllPages, useCatalog, useGrants } from '../api';
import { errorText } from '@/i18n';
import { pageGroups, resourceGroups, type TGrantGroup } from '../lib/grant-groups';
import { isAdminSubject, type TSubject } from '../lib/subject';
import { GrantChecklist } from './grant-checklist';

interface Props {
  subject: TSubject;
  type: TGrantType;
  /** The subject's own keys as edited; `undefined` while unchanged. */
  draft: string[] | undefined;
  onDraftChange: (draft: string[] | undefined) => void;
  /** While the editor saves: nothing can be ticked. */
  saving: boolean;
}

function useGroups(type: TGrantType) {
  const { t, i18n } = useTranslation('roles');
  const pages = useAllPages();
  const catalog = useCatalog(type === 'ip_channel' ? 'ip_channel' : 'truck', type !== 'page');
  const source = type === 'page' ? pages : catalog;
  let groups: TGrantGroup[] | undefined;
  if (type === 'page') groups = pages.data && pageGroups(pages.data, i18n.language, t);
  else groups = catalog.data && resourceGroups(catalog.data);
  return { groups, error: source.error, refetch: () => void source.refetch() };
}

const sameKeys = (a: readonly string[], b: ReadonlySet<string>) =>
  a.length === b.size && a.every((key) => b.has(key));

/** One tab's checklist; the editor around it saves the drafts of every tab at once. */
export function GrantPanel({ subject, type, draft, onDraftChange, saving }: Props) {
  const { t } = useTranslation('roles');
  const { groups, error: groupsError, refetch: refetchGroups } = useGroups(type);
  const grants = useGrants(subject, type);
  const admin = isAdminSubject(subject);

  const error = groupsError ?? grants.error;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              refetchGroups();
              void grants.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        }
      >
        {errorText(t, error)}
      </Alert>
    );
  }
  if (!groups || !grants.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (groups.length === 0) {
    return (
      <Alert severity="info" data-testid={`grant-empty-${type}`}>
        {type === 'ip_channel' ? t('grants.emptyIpChannel') : t('grants.emptyTruck')}
      </Alert>
    );
  }

  const held: TResource[] = grants.data;
  const inherited = new Set(held.filter((r) => r.source === 'role').map((r) => r.key));
  const serverOwn = held.filter((r) => r.source !== 'role').map((r) => r.key);
  // A draft equal to the saved state (e.g. saved while this tab was closed) is no change.
  const changed = draft && !sameKeys(serverOwn, new Set(draft)) ? draft : undefined;
  const own = new Set(changed ?? serverOwn);
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  const ticked = admin ? total : new Set([...own, ...inherited]).size;

  const change = (keys: string[], on: boolean) => {
    const next = new Set(own);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onDraftChange(sameKeys(serverOwn, next) ? undefined : [...next]);
  };

  return (
    <Stack spacing={2}>
      <GrantChecklist
        type={type}
        groups={groups}
        own={own}
        inherited={inherited}
        all={admin}
        disabled={saving}
        onChange={change}
      />
      {!admin && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('grants.selected', { count: ticked, total })}
        </Typography>
      )}
    </Stack>
  );
}
