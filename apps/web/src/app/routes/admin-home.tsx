import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useSignOut } from '../../features/auth/api/sign-out';
import { AdminHome } from '../../features/dashboard/components/admin-home';

export default function AdminHomeRoute() {
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  if (user?.role !== 'ADMIN') return null;
  return <AdminHome user={user} onSignOut={() => signOut.mutate()} isSigningOut={signOut.isPending} />;
}
