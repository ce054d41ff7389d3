import { RecruitmentPage } from '../../features/hiring/components/recruitment-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/company/mypage/manage-recruitment`: the organization's postings with candidates per stage. */
export default function CompanyManageRecruitmentRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <RecruitmentPage orgId={user.companyId} />;
}
