import { useParams, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { NotFoundView } from '../error-views';

/**
 * `/auth/password/:type`: `talent` or `company` (the spec's route) and `forgot` ask for the e-mail; `reset` sets the
 * new password from the mail's token.
 */
export default function PasswordRoute() {
  const { type } = useParams();
  const [params] = useSearchParams();
  if (type === 'talent' || type === 'company') return <ForgotPasswordForm key={type} type={type} />;
  if (type === 'forgot') return <ForgotPasswordForm />;
  if (type === 'reset') return <ResetPasswordForm token={params.get('token')} />;
  return <NotFoundView />;
}
