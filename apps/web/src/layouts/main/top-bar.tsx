import { useState } from 'react';
import { AppBar, Box, Button, IconButton, Link, Toolbar, Tooltip } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_PATH, LOGIN_PATH } from '@/app/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { NoticeBell } from '@/features/notices/components/notice-bell';
import { useClientConfig } from '@/lib/client-config';
import { useSession } from '@/lib/session';

function TmsButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { config } = useClientConfig();
  const common = {
    size: 'small' as const,
    variant: 'outlined' as const,
    'data-testid': 'tms-button',
    endIcon: compact ? undefined : <OpenInNewIcon fontSize="small" />,
    sx: { minWidth: 0 },
  };
  if (!config.tms_url) {
    return (
      <Tooltip title={t('topBar.tmsNotConfigured')}>
        {/* A disabled button gets no pointer events; the span carries the tooltip. */}
        <span tabIndex={0}>
          <Button {...common} disabled>
            {t('topBar.tms')}
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t('topBar.tmsTitle')}>
      <Button {...common} href={config.tms_url} target="_blank" rel="noopener noreferrer">
        {t('topBar.tms')}
      </Button>
    </Tooltip>
  );
}

function SignOutButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    await signOut();
    await navigate(LOGIN_PATH, { replace: true });
  };
  if (compact) {
    return (
      <IconButton
        color="inherit"
        aria-label={t('actions.signOut')}
        onClick={() => void onClick()}
        disabled={busy}
        data-testid="sign-out"
      >
        <LogoutIcon />
      </IconButton>
    );
  }
  return (
    <Button
      color="inherit"
      startIcon={<LogoutIcon />}
      onClick={() => void onClick()}
      disabled={busy}
      data-testid="sign-out"
    >
      {t('actions.signOut')}
    </Button>
  );
}

/** Menu (mobile), logo, TMS, bell, language, sign out (spec 2). */
export function TopBar({ compact, onMenu }: { compact: boolean; onMenu: () => void }) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
        {compact && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('topBar.openMenu')}
            onClick={onMenu}
            data-testid="menu-button"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={HOME_PATH}
          underline="none"
          color="inherit"
          aria-label={t('topBar.home')}
          data-testid="logo-link"
          sx={{ borderRadius: 1 }}
        >
          <Logo compact />
        </Link>
        <Box sx={{ flex: 1 }} />
        <TmsButton compact={compact} />
        <NoticeBell />
        <LanguageSwitch />
        <SignOutButton compact={compact} />
      </Toolbar>
    </AppBar>
  );
}
