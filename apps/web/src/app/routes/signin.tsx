import { useTranslation } from 'react-i18next';
import { SigninForm } from '../../features/auth/components/signin-form';
import { usePageTitle } from '../../lib/use-page-title';

export default function SigninRoute() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signin.title'));
  return <SigninForm />;
}
