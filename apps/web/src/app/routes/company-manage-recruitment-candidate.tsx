import { useParams } from 'react-router';
import { CandidateSheet } from '../../features/hiring/components/candidate-sheet';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/company/mypage/manage-recruitment/{jobId}/candidates/{appId}`: the candidate over the list. */
export default function CompanyManageRecruitmentCandidateRoute() {
  const { jobId, appId } = useParams();
  const { data: user } = useCurrentUser();
  const job = Number(jobId);
  const app = Number(appId);
  if (user?.role !== 'ORGANIZATION' || !Number.isInteger(app) || app <= 0) return null;
  return <CandidateSheet key={app} orgId={user.companyId} jobId={job} appId={app} />;
}
