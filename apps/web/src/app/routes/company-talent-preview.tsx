import { useParams } from 'react-router';
import { TalentPreviewPage } from '../screens/talent-preview-page';
import NotFoundRoute from './not-found';

/** `/company/talent-preview/{talentId}`: a talent's profile as the company sees it. */
export default function CompanyTalentPreviewRoute() {
  const { talentId } = useParams();
  const id = Number(talentId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRoute />;
  return <TalentPreviewPage key={id} talentId={id} />;
}
