import { useParams, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { NotFoundView } from '../error-views';

/** `/auth/password/:type`: `forgot` asks for the e-mail, `reset` sets the new password from the mail's token. */
export default function PasswordRoute() {
  const { type } = useParams();
  const [params] = useSearchParams();
  if (type === 'forgot') return <ForgotPasswordForm />;
  if (type === 'reset') return <ResetPasswordForm token={params.get('token')} />;
  return <NotFoundView />;
}
