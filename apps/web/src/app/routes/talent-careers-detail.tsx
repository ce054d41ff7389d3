import { useParams } from 'react-router';
import { ApplyPanel } from '../../features/applications/components/apply-panel';
import { JobDetailPage } from '../../features/careers/components/job-detail-page';

/** `/talent/careers/:id`: one posting, with follow and apply. */
export default function TalentCareersDetailRoute() {
  const id = Number(useParams().id);
  return (
    <JobDetailPage
      jobId={Number.isInteger(id) && id > 0 ? id : null}
      mode="talent"
      applyPanel={(job) => <ApplyPanel job={job} />}
    />
  );
}
