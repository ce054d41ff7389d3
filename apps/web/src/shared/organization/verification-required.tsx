import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { isApiError } from '../../lib/api-client';
import { useLang } from '../../lib/use-lang';

/** The server keeps talent data from companies that are not verified yet (403 ORGANIZATION_NOT_VERIFIED). */
export function isNotVerifiedError(error: unknown): boolean {
  return isApiError(error) && error.errorCode === 'ORGANIZATION_NOT_VERIFIED';
}

/** Why the talent screens stay closed, with the way to the company's verification page. */
export function VerificationRequiredNotice() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div data-testid="verification-required">
      <Alert tone="info">
        <p className="font-semibold">{t('verificationRequired.title')}</p>
        <p>{t('verificationRequired.body')}</p>
        <Link to={`/${lang}/company/mypage/information`} className="font-semibold underline">
          {t('verificationRequired.link')}
        </Link>
      </Alert>
    </div>
  );
}
