import { CareersPage } from '../../features/careers/components/careers-page';

/** `/talent/careers`: the search of open postings. */
export default function TalentCareersRoute() {
  return <CareersPage canFollow />;
}
