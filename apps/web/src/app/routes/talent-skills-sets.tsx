import { useCurrentUser } from '../../shared/session/get-current-user';
import { SkillsSetsPage } from '../screens/skills-sets-page';

/** The role guard above guarantees a talent here. */
export default function TalentSkillsSetsRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'NORMAL') return null;
  return <SkillsSetsPage user={user} />;
}
