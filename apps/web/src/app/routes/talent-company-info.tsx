import { useParams, useSearchParams } from 'react-router';
import { CompanyPostingsSection } from '../../features/careers/components/company-postings-section';
import { CompanyDirectory } from '../../features/company-public/components/company-directory';
import { CompanyPublicPage } from '../../features/company-public/components/company-public-page';
import { CompanyFollowControl } from '../../features/follows/components/company-follow-control';

/**
 * `/talent/company-info?id=12` (the spec's path) or `/talent/company-info/12`: the company with its postings; without
 * an id, the directory of verified companies.
 */
export default function TalentCompanyInfoRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.id ?? search.get('id');
  if (raw === null) return <CompanyDirectory />;
  const id = Number(raw);
  return (
    <CompanyPublicPage
      organizationId={Number.isInteger(id) && id > 0 ? id : null}
      followControl={(company) => <CompanyFollowControl companyId={company.id} name={company.companyName} />}
      postings={(company) => <CompanyPostingsSection orgId={company.id} />}
    />
  );
}
