import { ResumesPage } from '../../features/resumes/components/resumes-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** The role guard above guarantees a talent here. */
export default function TalentResumesRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'NORMAL') return null;
  return <ResumesPage userId={user.id} />;
}
