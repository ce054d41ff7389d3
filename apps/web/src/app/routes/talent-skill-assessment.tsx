import { Navigate, useParams } from 'react-router';
import { SkillAssessmentPage } from '../../features/assessments/components/catalogue-page';
import { useLocalizedPath } from '../../lib/use-lang';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/talent/mypage/skill-assessment/{page}`; the role guard above guarantees a talent here. */
export default function TalentSkillAssessmentRoute() {
  const { data: user } = useCurrentUser();
  const { page } = useParams();
  const to = useLocalizedPath();
  const pageNumber = Number(page);
  if (!/^\d+$/.test(page ?? '') || pageNumber < 1) {
    return <Navigate replace to={to('/talent/mypage/skill-assessment/1')} />;
  }
  if (user?.role !== 'NORMAL') return null;
  return <SkillAssessmentPage user={user} page={pageNumber} />;
}
