import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "page name · app name". */
export function useDocumentTitle(pageName: string | null): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = pageName ? `${pageName} · ${appName}` : appName;
  }, [pageName, appName]);
}
