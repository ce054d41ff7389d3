import { useParams } from 'react-router';
import { JobDetailPage } from '../../features/careers/components/job-detail-page';

/** `/company/job-posting/:id/preview`: the posting exactly as talents see it, in any status. */
export default function CompanyJobPostingPreviewRoute() {
  const id = Number(useParams().id);
  return <JobDetailPage jobId={Number.isInteger(id) && id > 0 ? id : null} mode="preview" />;
}
