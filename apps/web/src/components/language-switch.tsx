import { useRef, useState } from 'react';
import { Snackbar, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, LANGUAGES } from '@fleet/contracts';
import { isLanguage, setLanguage, type TLanguage } from '@/i18n';
import { call } from '@/lib/endpoint-call';
import { useSession } from '@/lib/session';

const SHORT: Record<(typeof LANGUAGES)[number], string> = { vi: 'VI', en: 'EN' };

/**
 * VI / EN switch. The choice is kept in this browser and, when signed in, on the user's
 * account (PUT /user/update_info {username, language}) so it follows them. Saves go one after
 * another and a save overtaken by a later choice is skipped or its answer ignored: two quick
 * clicks cannot leave the account (or this browser, through the answer) on the first choice.
 */
export function LanguageSwitch({ onDark = false }: { onDark?: boolean }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [failed, setFailed] = useState(false);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef<TLanguage | null>(null);
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'vi';

  const choose = async (language: unknown) => {
    if (!isLanguage(language) || language === current) return;
    setLanguage(language);
    latest.current = language;
    const user = session.user;
    if (!user) return;
    const save = async () => {
      if (latest.current !== language) return;
      try {
        const { data } = await call(ENDPOINTS.updateUser, { username: user.username, language });
        if (latest.current === language) session.setUser(data);
      } catch (error) {
        console.warn('Saving the language failed', error);
        setFailed(true);
      }
    };
    saving.current = saving.current.then(save);
    await saving.current;
  };

  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={current}
        onChange={(_, value) => void choose(value)}
        aria-label={t('topBar.language')}
        data-testid="language-switch"
        sx={
          onDark
            ? {
                '& .MuiToggleButton-root': {
                  color: 'rgba(255,255,255,0.8)',
                  borderColor: 'rgba(255,255,255,0.4)',
                  px: 1,
                  py: 0.25,
                },
                '& .MuiToggleButton-root.Mui-selected': {
                  color: 'primary.main',
                  bgcolor: 'common.white',
                },
                '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: 'grey.100' },
              }
            : { '& .MuiToggleButton-root': { px: 1, py: 0.25 } }
        }
      >
        {LANGUAGES.map((language) => (
          <ToggleButton
            key={language}
            value={language}
            lang={language}
            aria-label={language === 'vi' ? t('topBar.languageVi') : t('topBar.languageEn')}
            data-testid={`language-${language}`}
          >
            {SHORT[language]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Snackbar
        open={failed}
        autoHideDuration={5000}
        onClose={() => setFailed(false)}
        message={t('topBar.languageFailed')}
      />
    </>
  );
}
