import { useTranslation } from 'react-i18next';
import { SignupChoice } from '../../features/auth/components/signup-choice';
import { usePageTitle } from '../../lib/use-page-title';

export default function SignupChooseRoute() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.chooseTitle'));
  return <SignupChoice />;
}
