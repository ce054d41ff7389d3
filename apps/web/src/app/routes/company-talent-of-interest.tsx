import { TalentOfInterestPage } from '../../features/talents/components/talent-of-interest-page';

/** `/company/mypage/talent-of-interest`: the organization's talent groups. */
export default function CompanyTalentOfInterestRoute() {
  return <TalentOfInterestPage />;
}
