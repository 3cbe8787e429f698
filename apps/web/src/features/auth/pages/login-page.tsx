import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFromState } from '@/app/paths';
import { LanguageSwitch } from '@/components/language-switch';
import { errorText } from '@/i18n/error-text';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Where to go after sign-in: the page the person wanted, else `/`. */
function targetOf(state: unknown): string {
  const from = (state as TFromState | null)?.from;
  if (!from?.pathname || from.pathname.startsWith('/auth/')) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('login.title'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(username.trim(), password);
      await navigate(targetOf(location.state), { replace: true });
    } catch (failure) {
      setError(errorText(t, failure));
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('login.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('login.subtitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" data-testid="login-error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={t('login.username')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="username"
            autoFocus
            required
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'login-username' } }}
          />
          <TextField
            label={t('login.password')}
            type={showPassword ? 'text' : 'password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            required
            fullWidth
            slotProps={{
              htmlInput: { 'data-testid': 'login-password' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => setShowPassword((shown) => !shown)}
                      aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid="login-submit"
          >
            {t('login.submit')}
          </Button>
        </Stack>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2">
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to="/auth/register" data-testid="register-link">
            {t('login.requestAccount')}
          </Link>
        </Typography>
        <LanguageSwitch />
      </Stack>
    </Paper>
  );
}
