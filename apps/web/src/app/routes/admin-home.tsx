import { AdminConsole } from '../../features/admin/components/admin-console';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/admin`: the administrator's console (organizations to verify). */
export default function AdminHomeRoute() {
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  if (user?.role !== 'ADMIN') return null;
  return <AdminConsole user={user} onSignOut={() => signOut.mutate()} isSigningOut={signOut.isPending} />;
}
