import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SigninForm } from '../../features/auth/components/signin-form';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundView } from '../error-views';

/** `/auth/signin` and the spec's `/auth/signin/:type` with type talent or company. */
export default function SigninRoute() {
  const { t } = useTranslation('auth');
  const { type } = useParams();
  const isKnown = type === undefined || type === 'talent' || type === 'company';
  usePageTitle(isKnown ? (type ? t(`signin.${type}Title`) : t('signin.title')) : null);
  if (!isKnown) return <NotFoundView />;
  return <SigninForm key={type ?? 'any'} type={type} />;
}
