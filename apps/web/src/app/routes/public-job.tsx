import { useParams } from 'react-router';
import { PublicJobPage } from '../../features/public-pages/components/public-job-page';

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export default function PublicJobRoute() {
  const { id } = useParams();
  return <PublicJobPage jobId={idOf(id)} />;
}
