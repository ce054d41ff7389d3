import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignOut } from '../features/auth/api/sign-out';
import { useTwoStepStatus } from '../features/two-step/api/get-two-step';
import { sessionIdle } from '../lib/session-idle';
import { useLang } from '../lib/use-lang';
import { useCurrentUser } from '../shared/session/get-current-user';

const IdleWarning = lazy(() =>
  import('../features/two-step/components/idle-warning').then((m) => ({ default: m.IdleWarning })),
);

export const TWO_STEP_SETUP_PATH = 'company/two-step-setup';

/**
 * Company screens (decision 035): a member whose organization requires two-step sign-in goes to its setup first
 * (the server refuses company routes meanwhile with TWO_STEP_REQUIRED); the page shows at once and moves when the
 * status arrives, so ordinary visits wait for nothing.
 */
export function CompanyGate() {
  const lang = useLang();
  const location = useLocation();
  const status = useTwoStepStatus();
  const setupPath = `/${lang}/${TWO_STEP_SETUP_PATH}`;
  if (status.data?.isSetupRequired && location.pathname !== setupPath) return <Navigate replace to={setupPath} />;
  return <Outlet />;
}

/** The idle warning of company sessions, loaded only once the server has sent an idle deadline. */
export function IdleWatcher() {
  const deadline = useSyncExternalStore(sessionIdle.subscribe, sessionIdle.getSnapshot, sessionIdle.getSnapshot);
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  // Signed out (by any means) or not a company: no deadline to watch.
  if (deadline === null || user?.role !== 'ORGANIZATION') return null;
  return (
    <Suspense fallback={null}>
      <IdleWarning
        onSignOut={() => {
          sessionIdle.clear();
          signOut.mutate();
        }}
      />
    </Suspense>
  );
}
