import { useParams, useSearchParams } from 'react-router';
import { CompanyPublicPage } from '../../features/company-public/components/company-public-page';

/** `/talent/company-info?id=12` (the spec's path) or `/talent/company-info/12`. */
export default function TalentCompanyInfoRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id ?? search.get('id'));
  return <CompanyPublicPage organizationId={Number.isInteger(id) && id > 0 ? id : null} />;
}
