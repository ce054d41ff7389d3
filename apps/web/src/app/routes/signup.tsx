import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SignupForm } from '../../features/auth/components/signup-form';
import { usePageTitle } from '../../lib/use-page-title';
import { NotFoundView } from '../error-views';

/** `/auth/signup/:type` with type talent or company. */
export default function SignupRoute() {
  const { type } = useParams();
  const { t } = useTranslation('auth');
  const isKnown = type === 'talent' || type === 'company';
  usePageTitle(isKnown ? t(type === 'company' ? 'signup.companyTitle' : 'signup.talentTitle') : null);
  if (!isKnown) return <NotFoundView />;
  // A new form per type, so switching between talent and company starts clean.
  return <SignupForm key={type} type={type} />;
}
