import { useParams } from 'react-router';
import { useOrganizationInfo } from '../../features/company/api/get-organization-info';
import { PostingEditorPage } from '../../features/postings/components/posting-editor-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/company/job-posting/:id`: `0` creates a posting. */
export default function CompanyJobPostingRoute() {
  const { data: user } = useCurrentUser();
  const id = Number(useParams().id);
  const isCompany = user?.role === 'ORGANIZATION';
  const info = useOrganizationInfo(isCompany ? user.companyId : undefined);
  if (!isCompany) return null;
  // A company whose information cannot be read still writes postings (in Korea and won).
  const companyCountry = info.isPending ? undefined : (info.data?.country ?? null);
  return (
    <PostingEditorPage
      orgId={user.companyId}
      postingId={Number.isInteger(id) && id >= 0 ? id : null}
      companyCountry={companyCountry}
    />
  );
}
