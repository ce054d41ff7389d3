import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { switchLanguage } from './lib/i18n';
import { languageOfPath, resolveBrowserLanguage } from './lib/language';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

// The first screen renders in its own language, with no flash of English.
const lang = resolveBrowserLanguage(languageOfPath(window.location.pathname));
document.documentElement.lang = lang;
void switchLanguage(lang)
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
