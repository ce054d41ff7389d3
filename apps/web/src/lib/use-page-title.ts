import { useEffect } from 'react';
import { i18n } from './i18n';

/** Sets the document title to "<page> · TalentBridge". */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    const app = i18n.t('appName');
    document.title = title ? `${title} · ${app}` : app;
  }, [title]);
}
