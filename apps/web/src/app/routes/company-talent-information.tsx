import { TalentSearchPage } from '../../features/talents/components/talent-search-page';

/** `/company/talent-information`: the talent search. */
export default function CompanyTalentInformationRoute() {
  return <TalentSearchPage />;
}
