import { useParams } from 'react-router';
import { PublicCompanyPage } from '../../features/public-pages/components/public-company-page';

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export default function PublicCompanyRoute() {
  const { id } = useParams();
  return <PublicCompanyPage companyId={idOf(id)} />;
}
