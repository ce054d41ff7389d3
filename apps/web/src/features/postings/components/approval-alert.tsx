import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useLang } from '../../../lib/use-lang';

/** Only a verified organization may publish: the server's message, with the way to get verified. */
export function ApprovalAlert() {
  const { t } = useTranslation('postings');
  const { t: tc } = useTranslation();
  const lang = useLang();
  return (
    <Alert>
      <p data-testid="approval-required">{tc('errors.POSTING_REQUIRES_APPROVAL')}</p>
      <Link to={`/${lang}/company/mypage/information`} className="font-semibold underline">
        {t('editor.goToCompanyInfo')}
      </Link>
    </Alert>
  );
}
