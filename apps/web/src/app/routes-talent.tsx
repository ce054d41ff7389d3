import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { loadNamespace } from '../lib/i18n';
import { ToDashboard } from './guards';
import type { LayoutHandle } from './layouts/bottom-bar';
import { page } from './page-route';

/** The talent's screens under `/{lang}/talent` (the router wraps them in the talent-only guard). */
export const talentRoutes: RouteObject[] = [
  { index: true, element: <ToDashboard /> },
  {
    path: 'mypage/dashboard',
    lazy: page(
      () => import('./routes/talent-dashboard'),
      () =>
        Promise.all([
          loadNamespace('dashboard'),
          loadNamespace('profile'),
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
    // A timed attempt has its own bar at the bottom (time left, submit) instead of the navigation.
    handle: { ownBottomBar: true } satisfies LayoutHandle,
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
    path: 'mypage/resumes',
    lazy: page(
      () => import('./routes/talent-resumes'),
      () => loadNamespace('resumes'),
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
      () => Promise.all([loadNamespace('settings'), loadNamespace('profile'), loadNamespace('notifications')]),
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
      () => Promise.all([loadNamespace('company'), loadNamespace('careers'), loadNamespace('postings')]),
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
      () => Promise.all([loadNamespace('careers'), loadNamespace('postings'), loadNamespace('applications')]),
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
      () => Promise.all([loadNamespace('applications'), loadNamespace('careers'), loadNamespace('postings')]),
    ),
  },
  {
    path: 'mypage/manage-job/document-review/:appId',
    lazy: page(
      () => import('./routes/talent-application-detail'),
      () => Promise.all([loadNamespace('applications'), loadNamespace('careers')]),
    ),
  },
];
