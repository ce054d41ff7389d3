import { PASSWORD_MAX, PASSWORD_MIN } from '@app/contract/limits';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons';

/** The password rules, ticked as they are met (the common-password list is checked by the server). */
export function PasswordRules({ password, email, id }: { password: string; email?: string; id?: string }) {
  const { t } = useTranslation('auth');
  const length = [...password].length;
  const lower = password.toLowerCase();
  const mail = email?.trim().toLowerCase() ?? '';
  const rules = [
    { key: 'length', label: t('signup.passwordRuleLength'), met: length >= PASSWORD_MIN && length <= PASSWORD_MAX },
    {
      key: 'email',
      label: t('signup.passwordRuleNotEmail'),
      met: length > 0 && (!mail || (lower !== mail && lower !== mail.split('@')[0])),
    },
    { key: 'common', label: t('signup.passwordRuleNotCommon'), met: null },
  ];
  return (
    <div id={id}>
      <p>{t('signup.passwordRulesTitle')}</p>
      <ul className="mt-1 space-y-0.5">
        {rules.map((rule) => (
          <li
            key={rule.key}
            className={clsx('flex items-center gap-1.5', rule.met ? 'text-emerald-700' : 'text-slate-500')}
          >
            {rule.met ? (
              <CheckIcon width={14} height={14} strokeWidth={3} />
            ) : (
              <span aria-hidden="true" className="inline-block size-3.5 text-center leading-3.5">
                •
              </span>
            )}
            {rule.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
