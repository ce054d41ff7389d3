import type { RouteObject } from 'react-router';
import { loadNamespace } from '../lib/i18n';
import { ToDashboard } from './guards';
import { page } from './page-route';

/** The company's screens under `/{lang}/company` (the router wraps them in the company-only guard). */
export const companyRoutes: RouteObject[] = [
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
      () => Promise.all([loadNamespace('hiring'), loadNamespace('resumes')]),
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
    path: 'mypage/analytics',
    lazy: page(
      () => import('./routes/company-analytics'),
      () => loadNamespace('hiring'),
    ),
  },
  {
    path: 'mypage/team',
    lazy: page(
      () => import('./routes/company-team'),
      () => loadNamespace('company'),
    ),
  },
  {
    path: 'mypage/settings',
    lazy: page(
      () => import('./routes/company-settings'),
      () => Promise.all([loadNamespace('company'), loadNamespace('settings'), loadNamespace('notifications')]),
    ),
  },
  {
    // Decision 035: a member whose organization requires two-step sign-in sets it up here first.
    path: 'two-step-setup',
    lazy: page(
      () => import('./routes/company-two-step-setup'),
      () => loadNamespace('settings'),
    ),
  },
  {
    path: 'mypage/notifications',
    lazy: page(
      () => import('./routes/notifications'),
      () => loadNamespace('notifications'),
    ),
  },
];
