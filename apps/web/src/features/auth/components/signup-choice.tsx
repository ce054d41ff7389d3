import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useLocalizedPath } from '../../../lib/use-lang';

const CHOICES = [
  { type: 'talent', title: 'signup.talentCardTitle', body: 'signup.talentCardBody', cta: 'signup.talentCardCta' },
  { type: 'company', title: 'signup.companyCardTitle', body: 'signup.companyCardBody', cta: 'signup.companyCardCta' },
] as const;

/** `/auth/signup`: talent or company. */
export function SignupChoice() {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">{t('signup.chooseTitle')}</h1>
      <p className="mt-2 text-center text-slate-600">{t('signup.chooseSubtitle')}</p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <li key={choice.type}>
            <Card className="flex h-full flex-col gap-3 p-6 transition-shadow hover:shadow-md">
              <h2 className="text-lg font-semibold text-slate-900">{t(choice.title)}</h2>
              <p className="flex-1 text-sm leading-6 text-slate-600">{t(choice.body)}</p>
              <Link
                to={to(`/auth/signup/${choice.type}`)}
                className={buttonClasses({
                  fullWidth: true,
                  variant: choice.type === 'talent' ? 'primary' : 'secondary',
                })}
              >
                {t(choice.cta)}
              </Link>
            </Card>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-slate-600">
        {t('signup.haveAccount')}{' '}
        <Link to={to('/auth/signin')} className="font-semibold text-brand-700 hover:underline">
          {t('signup.signInLink')}
        </Link>
      </p>
    </div>
  );
}
