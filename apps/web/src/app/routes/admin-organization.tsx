import { useParams } from 'react-router';
import { OrganizationReview } from '../../features/admin/components/organization-review';
import NotFoundRoute from './not-found';

export default function AdminOrganizationRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundRoute />;
  return <OrganizationReview key={id} organizationId={id} />;
}
