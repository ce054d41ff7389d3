import { useTranslation } from 'react-i18next';
import { TwoStepSigninForm } from '../../features/auth/components/two-step-signin-form';
import { usePageTitle } from '../../lib/use-page-title';

/** `/auth/signin/two-step`: the code step of sign-in (decision 035). */
export default function SigninTwoStepRoute() {
  const { t } = useTranslation('auth');
  usePageTitle(t('twoStep.title'));
  return <TwoStepSigninForm />;
}
