import { canMember } from '@app/contract/rules/member-roles';
import { useParams } from 'react-router';
import { CandidatesPage } from '../../features/hiring/components/candidates-page';
import { PostingInterviewers } from '../../features/team/components/posting-interviewers';
import { useCurrentUser } from '../../shared/session/get-current-user';
import NotFoundRoute from './not-found';

/** `/company/mypage/manage-recruitment/{jobId}`: one posting's candidates (an open candidate shows in a sheet). */
export default function CompanyManageRecruitmentJobRoute() {
  const { jobId } = useParams();
  const { data: user } = useCurrentUser();
  const id = Number(jobId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute />;
  if (user?.role !== 'ORGANIZATION') return null;
  // Owners and recruiters assign the posting's interviewers here (decision 034).
  const settings = canMember(user.memberRole, 'POSTINGS_MANAGE') ? (
    <PostingInterviewers orgId={user.companyId} jobId={id} />
  ) : null;
  return <CandidatesPage key={id} orgId={user.companyId} jobId={id} settings={settings} />;
}
