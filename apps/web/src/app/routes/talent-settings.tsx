import { TalentSettingsPage } from '../../features/settings/components/talent-settings-page';
import { TwoStepSection } from '../../features/two-step/components/two-step-section';
import { useCurrentUser } from '../../shared/session/get-current-user';

/** The role guard above guarantees a talent here. */
export default function TalentSettingsRoute() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'NORMAL') return null;
  return <TalentSettingsPage user={user} security={<TwoStepSection />} />;
}
