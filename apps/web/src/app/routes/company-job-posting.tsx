import { useParams } from 'react-router';
import { PostingEditorPage } from '../../features/postings/components/posting-editor-page';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** `/company/job-posting/:id`: `0` creates a posting. */
export default function CompanyJobPostingRoute() {
  const { data: user } = useCurrentUser();
  const id = Number(useParams().id);
  if (user?.role !== 'ORGANIZATION') return null;
  return <PostingEditorPage orgId={user.companyId} postingId={Number.isInteger(id) && id >= 0 ? id : null} />;
}
