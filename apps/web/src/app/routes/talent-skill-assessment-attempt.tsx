import { useParams } from 'react-router';
import { AttemptPage } from '../../features/assessments/components/attempt-page';
import { NotFoundView } from '../error-views';

/** `/talent/mypage/skill-assessment/attempt/{attemptId}`: taking (or resuming) a timed assessment. */
export default function TalentSkillAssessmentAttemptRoute() {
  const { attemptId } = useParams();
  if (!/^\d+$/.test(attemptId ?? '')) return <NotFoundView />;
  return <AttemptPage attemptId={Number(attemptId)} />;
}
