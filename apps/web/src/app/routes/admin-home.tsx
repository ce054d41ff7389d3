import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { useSignOut } from '../../features/auth/api/sign-out';
import { AdminHome } from '../../features/dashboard/components/admin-home';
import { useLang } from '../../lib/use-lang';

export default function AdminHomeRoute() {
  const lang = useLang();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  if (user?.role !== 'ADMIN') return null;
  const handleSignOut = () =>
    signOut.mutate(undefined, { onSettled: () => void navigate(`/${lang}/`, { replace: true }) });
  return <AdminHome user={user} onSignOut={handleSignOut} isSigningOut={signOut.isPending} />;
}
