import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { loadNamespace } from '../lib/i18n';
import { CompanyGate } from './company-gate';
import { RouteErrorBoundary } from './error-views';
import { PublicOnly, RequireAuth, RequireRole } from './guards';
import { LanguageRoot, MEMBERSHIP_ENDED_PATH, RootRedirect } from './language-root';
import { CustomLayout } from './layouts/custom-layout';
import { DefaultLayout } from './layouts/default-layout';
import { page } from './page-route';
import { companyRoutes } from './routes-company';
import { talentRoutes } from './routes-talent';

/** In the page's language: the messages load before the first render, after this module. */
function LoadingPage() {
  const { t } = useTranslation();
  return <PageSpinner label={t('states.loading')} />;
}

/** Every path here is in the contract's APP_ROUTES (router.test.ts checks), which the server's 404 reads. */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:lang',
    element: <LanguageRoot />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <LoadingPage />,
    children: [
      // `/{errorCode}` without layout; any other single segment is not found (with layout).
      { path: ':errorCode', lazy: page(() => import('./routes/error-code')) },
      {
        // The spec's `/report` (custom layout): `/report/{attemptId}`, the entry's reportUrl, or `/report?attemptId=`.
        // Its owner, and companies and admins when it is public: the server decides.
        path: 'report',
        element: <CustomLayout />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              {
                index: true,
                lazy: page(
                  () => import('./routes/report'),
                  () => loadNamespace('assessments'),
                ),
              },
              {
                path: ':attemptId',
                lazy: page(
                  () => import('./routes/report'),
                  () => loadNamespace('assessments'),
                ),
              },
            ],
          },
        ],
      },
      {
        element: <DefaultLayout />,
        children: [
          { index: true, lazy: page(() => import('./routes/landing')) },
          {
            path: 'auth',
            element: <PublicOnly />,
            children: [
              { index: true, element: <Navigate replace to="signin" /> },
              { path: 'signin', lazy: page(() => import('./routes/signin')) },
              { path: 'signin/unlock', lazy: page(() => import('./routes/signin-unlock')) },
              { path: 'signin/two-step', lazy: page(() => import('./routes/signin-two-step')) },
              { path: 'signin/:type', lazy: page(() => import('./routes/signin')) },
              { path: 'signup', lazy: page(() => import('./routes/signup-choose')) },
              { path: 'signup/completed', lazy: page(() => import('./routes/signup-completed')) },
              { path: 'signup/:type', lazy: page(() => import('./routes/signup')) },
              { path: 'password/:type', lazy: page(() => import('./routes/password')) },
              { path: 'social/complete', lazy: page(() => import('./routes/social-complete')) },
            ],
          },
          {
            path: 'policy/terms',
            lazy: page(
              () => import('./routes/policy-terms'),
              () => loadNamespace('policy'),
            ),
          },
          {
            path: 'policy/privacy',
            lazy: page(
              () => import('./routes/policy-privacy'),
              () => loadNamespace('policy'),
            ),
          },
          {
            // The link of the account-deletion mail: works signed out (the token is the proof).
            path: 'account/delete/confirm',
            lazy: page(
              () => import('./routes/account-delete-confirm'),
              () => loadNamespace('settings'),
            ),
          },
          {
            // The one-click link of notification mails: works signed out (the signed token is the proof).
            path: 'settings/notifications/unsubscribe',
            lazy: page(
              () => import('./routes/notification-unsubscribe'),
              () => loadNamespace('settings'),
            ),
          },
          {
            // The invitation link of a hiring team's mail: works signed out (sign up) and signed in (accept).
            path: 'team/invitation',
            lazy: page(
              () => import('./routes/team-invitation'),
              () => loadNamespace('company'),
            ),
          },
          {
            // A member removed from their organization lands here, signed out (decision 044).
            path: MEMBERSHIP_ENDED_PATH,
            lazy: page(
              () => import('./routes/team-membership-ended'),
              () => loadNamespace('company'),
            ),
          },
          {
            path: 'dev/mailbox',
            lazy: page(
              () => import('./routes/dev-mailbox'),
              () => loadNamespace('mailbox'),
            ),
          },
          // Public postings and companies: for visitors and crawlers (the server sends them with their content).
          { path: 'jobs/:id', lazy: page(() => import('./routes/public-job')) },
          { path: 'companies/:id', lazy: page(() => import('./routes/public-company')) },
          {
            element: <RequireAuth />,
            children: [
              {
                // The consent gate: a changed required policy is agreed to here before anything else.
                path: 'consents',
                lazy: page(
                  () => import('./routes/consents'),
                  () => loadNamespace('settings'),
                ),
              },
              {
                // A service notice's full text (its notification links here); the server checks the audience.
                path: 'notices/:id',
                lazy: page(
                  () => import('./routes/notice'),
                  () => loadNamespace('notifications'),
                ),
              },
              {
                path: 'talent',
                element: <RequireRole allow="NORMAL" />,
                children: [...talentRoutes],
              },
              {
                path: 'company',
                element: <RequireRole allow="ORGANIZATION" />,
                children: [{ element: <CompanyGate />, children: [...companyRoutes] }],
              },
              {
                // Talents (their own), companies and admins: the server decides who may see which profile.
                path: 'common-view/talent/:id',
                lazy: page(
                  () => import('./routes/common-view-talent'),
                  () => loadNamespace('profile'),
                ),
              },
              {
                path: 'admin',
                element: <RequireRole allow="ADMIN" />,
                children: [
                  {
                    index: true,
                    lazy: page(
                      () => import('./routes/admin-home'),
                      () => Promise.all([loadNamespace('admin'), loadNamespace('company')]),
                    ),
                  },
                  {
                    path: 'notices',
                    lazy: page(
                      () => import('./routes/admin-notices'),
                      () => loadNamespace('admin'),
                    ),
                  },
                  {
                    path: 'mails',
                    lazy: page(
                      () => import('./routes/admin-mails'),
                      () => loadNamespace('admin'),
                    ),
                  },
                  {
                    path: 'organizations/:id',
                    lazy: page(
                      () => import('./routes/admin-organization'),
                      () => Promise.all([loadNamespace('admin'), loadNamespace('company')]),
                    ),
                  },
                  {
                    path: 'assessment-questions',
                    lazy: page(
                      () => import('./routes/admin-assessment-questions'),
                      () => loadNamespace('admin'),
                    ),
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
