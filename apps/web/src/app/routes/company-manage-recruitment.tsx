import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { RecruitmentPage } from '../../features/hiring/components/recruitment-page';

/** `/company/mypage/manage-recruitment`: the organization's postings with candidates per stage. */
export default function CompanyManageRecruitmentRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'ORGANIZATION') return null;
  return <RecruitmentPage orgId={user.companyId} />;
}
