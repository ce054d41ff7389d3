import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { i18n, loadNamespace } from '../lib/i18n';
import { RouteErrorBoundary } from './error-views';
import { PublicOnly, RequireAuth, RequireRole, ToDashboard } from './guards';
import { LanguageRoot, RootRedirect } from './language-root';
import { CustomLayout } from './layouts/custom-layout';
import { DefaultLayout } from './layouts/default-layout';

type PageModule = { default: ComponentType };

/** Each screen is its own chunk, loaded when its route matches. */
const page =
  (load: () => Promise<PageModule>, before?: () => Promise<unknown>): RouteObject['lazy'] =>
  async () => {
    const [module] = await Promise.all([load(), before?.()]);
    return { Component: module.default };
  };

const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/:lang',
    element: <LanguageRoot />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageSpinner label={i18n.t('states.loading')} />,
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
              { path: 'signup', lazy: page(() => import('./routes/signup-choose')) },
              { path: 'signup/completed', lazy: page(() => import('./routes/signup-completed')) },
              { path: 'signup/:type', lazy: page(() => import('./routes/signup')) },
              { path: 'password/:type', lazy: page(() => import('./routes/password')) },
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
            path: 'dev/mailbox',
            lazy: page(
              () => import('./routes/dev-mailbox'),
              () => loadNamespace('mailbox'),
            ),
          },
          {
            element: <RequireAuth />,
            children: [
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
                children: [
                  { index: true, element: <ToDashboard /> },
                  {
                    path: 'mypage/dashboard',
                    lazy: page(
                      () => import('./routes/talent-dashboard'),
                      () =>
                        Promise.all([
                          loadNamespace('dashboard'),
                          loadNamespace('assessments'),
                          loadNamespace('careers'),
                          loadNamespace('postings'),
                          loadNamespace('talents'),
                        ]),
                    ),
                  },
                  {
                    path: 'mypage/proposals',
                    lazy: page(
                      () => import('./routes/talent-proposals'),
                      () => loadNamespace('talents'),
                    ),
                  },
                  { path: 'mypage/skill-assessment', element: <Navigate replace to="1" /> },
                  {
                    path: 'mypage/skill-assessment/:page',
                    lazy: page(
                      () => import('./routes/talent-skill-assessment'),
                      () => loadNamespace('assessments'),
                    ),
                  },
                  {
                    path: 'mypage/skill-assessment/attempt/:attemptId',
                    lazy: page(
                      () => import('./routes/talent-skill-assessment-attempt'),
                      () => loadNamespace('assessments'),
                    ),
                  },
                  {
                    path: 'mypage/profile-register',
                    lazy: page(
                      () => import('./routes/talent-profile-register'),
                      () => loadNamespace('profile'),
                    ),
                  },
                  {
                    path: 'mypage/skills-sets',
                    lazy: page(
                      () => import('./routes/talent-skills-sets'),
                      () => Promise.all([loadNamespace('skills'), loadNamespace('profile')]),
                    ),
                  },
                  {
                    path: 'mypage/settings',
                    lazy: page(
                      () => import('./routes/talent-settings'),
                      () =>
                        Promise.all([
                          loadNamespace('settings'),
                          loadNamespace('profile'),
                          loadNamespace('notifications'),
                        ]),
                    ),
                  },
                  {
                    path: 'mypage/notifications',
                    lazy: page(
                      () => import('./routes/notifications'),
                      () => loadNamespace('notifications'),
                    ),
                  },
                  {
                    // The spec's `/talent/company-info` takes `?id=`; `/talent/company-info/12` works too.
                    path: 'company-info/:id?',
                    lazy: page(
                      () => import('./routes/talent-company-info'),
                      () =>
                        Promise.all([loadNamespace('company'), loadNamespace('careers'), loadNamespace('postings')]),
                    ),
                  },
                  {
                    path: 'careers',
                    lazy: page(
                      () => import('./routes/talent-careers'),
                      () => Promise.all([loadNamespace('careers'), loadNamespace('postings')]),
                    ),
                  },
                  {
                    path: 'careers/:id',
                    lazy: page(
                      () => import('./routes/talent-careers-detail'),
                      () =>
                        Promise.all([
                          loadNamespace('careers'),
                          loadNamespace('postings'),
                          loadNamespace('applications'),
                        ]),
                    ),
                  },
                  { path: 'mypage/job-of-interest', element: <Navigate replace to="1" /> },
                  {
                    path: 'mypage/job-of-interest/:page',
                    lazy: page(
                      () => import('./routes/talent-job-of-interest'),
                      () => Promise.all([loadNamespace('careers'), loadNamespace('postings')]),
                    ),
                  },
                  { path: 'mypage/company-of-interest', element: <Navigate replace to="1" /> },
                  {
                    path: 'mypage/company-of-interest/:page',
                    lazy: page(
                      () => import('./routes/talent-company-of-interest'),
                      () => Promise.all([loadNamespace('careers'), loadNamespace('postings')]),
                    ),
                  },
                  // The earlier address of the applications list: redirects to document-review.
                  { path: 'mypage/applications', lazy: page(() => import('./routes/talent-applications')) },
                  {
                    path: 'mypage/manage-job/document-review',
                    lazy: page(
                      () => import('./routes/talent-document-review'),
                      () =>
                        Promise.all([
                          loadNamespace('applications'),
                          loadNamespace('careers'),
                          loadNamespace('postings'),
                        ]),
                    ),
                  },
                  {
                    path: 'mypage/manage-job/document-review/:appId',
                    lazy: page(
                      () => import('./routes/talent-application-detail'),
                      () => Promise.all([loadNamespace('applications'), loadNamespace('careers')]),
                    ),
                  },
                ],
              },
              {
                path: 'company',
                element: <RequireRole allow="ORGANIZATION" />,
                children: [
                  { index: true, element: <ToDashboard /> },
                  {
                    path: 'mypage/dashboard',
                    lazy: page(
                      () => import('./routes/company-dashboard'),
                      () =>
                        Promise.all([
                          loadNamespace('dashboard'),
                          loadNamespace('company'),
                          loadNamespace('postings'),
                          loadNamespace('talents'),
                        ]),
                    ),
                  },
                  {
                    path: 'mypage/job-posting/management',
                    lazy: page(
                      () => import('./routes/company-job-posting-management'),
                      () => Promise.all([loadNamespace('postings'), loadNamespace('careers')]),
                    ),
                  },
                  {
                    path: 'mypage/manage-recruitment',
                    lazy: page(
                      () => import('./routes/company-manage-recruitment'),
                      () => loadNamespace('hiring'),
                    ),
                  },
                  {
                    // The candidate opens as a side sheet over the list (the list stays mounted).
                    path: 'mypage/manage-recruitment/:jobId',
                    lazy: page(
                      () => import('./routes/company-manage-recruitment-job'),
                      () => loadNamespace('hiring'),
                    ),
                    children: [
                      {
                        path: 'candidates/:appId',
                        lazy: page(() => import('./routes/company-manage-recruitment-candidate')),
                      },
                    ],
                  },
                  {
                    path: 'job-posting/:id',
                    lazy: page(
                      () => import('./routes/company-job-posting'),
                      () => Promise.all([loadNamespace('postings'), loadNamespace('careers')]),
                    ),
                  },
                  {
                    path: 'job-posting/:id/preview',
                    lazy: page(
                      () => import('./routes/company-job-posting-preview'),
                      () => Promise.all([loadNamespace('postings'), loadNamespace('careers')]),
                    ),
                  },
                  {
                    path: 'talent-information',
                    lazy: page(
                      () => import('./routes/company-talent-information'),
                      () => loadNamespace('talents'),
                    ),
                  },
                  {
                    path: 'talent-preview/:talentId',
                    lazy: page(
                      () => import('./routes/company-talent-preview'),
                      () => Promise.all([loadNamespace('talents'), loadNamespace('profile')]),
                    ),
                  },
                  {
                    path: 'mypage/talent-of-interest',
                    lazy: page(
                      () => import('./routes/company-talent-of-interest'),
                      () => loadNamespace('talents'),
                    ),
                  },
                  {
                    path: 'mypage/information',
                    lazy: page(
                      () => import('./routes/company-information'),
                      () => loadNamespace('company'),
                    ),
                  },
                  {
                    path: 'mypage/settings',
                    lazy: page(
                      () => import('./routes/company-settings'),
                      () =>
                        Promise.all([
                          loadNamespace('company'),
                          loadNamespace('settings'),
                          loadNamespace('notifications'),
                        ]),
                    ),
                  },
                  {
                    path: 'mypage/notifications',
                    lazy: page(
                      () => import('./routes/notifications'),
                      () => loadNamespace('notifications'),
                    ),
                  },
                ],
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

export const router = createBrowserRouter(routes);
