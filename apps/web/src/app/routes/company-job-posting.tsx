import { useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { PostingEditorPage } from '../../features/postings/components/posting-editor-page';

/** `/company/job-posting/:id`: `0` creates a posting. */
export default function CompanyJobPostingRoute() {
  const { data: user } = useCurrentUser();
  const id = Number(useParams().id);
  if (user?.role !== 'ORGANIZATION') return null;
  return <PostingEditorPage orgId={user.companyId} postingId={Number.isInteger(id) && id >= 0 ? id : null} />;
}
