import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { SettingsPanel } from '../../features/settings/components/settings-panel';
import { TwoStepSection } from '../../features/two-step/components/two-step-section';
import { useLocalizedPath } from '../../lib/use-lang';
import { usePageTitle } from '../../lib/use-page-title';

/** `/company/two-step-setup`: where a member goes when the organization requires two-step sign-in (decision 035). */
export default function CompanyTwoStepSetupRoute() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const to = useLocalizedPath();
  usePageTitle(t('twoStep.setupRequiredTitle'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('twoStep.setupRequiredTitle')} subtitle={t('twoStep.setupRequiredBody')} />
      <SettingsPanel title={t('twoStep.title')}>
        <TwoStepSection onEnabled={() => void navigate(to('/company/mypage/dashboard'), { replace: true })} />
      </SettingsPanel>
    </div>
  );
}
