import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckIcon } from '../../../components/ui/icons';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { LandingOpenings } from './landing-openings';

const STEPS = [1, 2, 3] as const;

/** The public front page: what the product is, and the two ways in. */
export function LandingPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  usePageTitle(null);
  const talentPoints = [t('landing.talentPoint1'), t('landing.talentPoint2'), t('landing.talentPoint3')];
  const companyPoints = [t('landing.companyPoint1'), t('landing.companyPoint2'), t('landing.companyPoint3')];
  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold text-brand-700">{t('landing.eyebrow')}</p>
          <h1 className="max-w-3xl text-4xl leading-tight font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t('landing.title')}
          </h1>
          <p className="max-w-2xl text-lg leading-8 text-slate-600">{t('landing.subtitle')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={to('/auth/signup/talent')} className={buttonClasses({ size: 'lg' })}>
              {t('landing.ctaTalent')}
            </Link>
            <Link to={to('/auth/signup/company')} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
              {t('landing.ctaCompany')}
            </Link>
          </div>
          <p className="text-sm text-slate-600">
            {t('landing.haveAccount')}{' '}
            <Link to={to('/auth/signin')} className="font-semibold text-brand-700 hover:underline">
              {t('landing.signIn')}
            </Link>
          </p>
        </div>
      </section>

      <LandingOpenings />

      <section className="mx-auto grid max-w-6xl gap-6 px-4 pb-14 sm:px-6 lg:grid-cols-2">
        <Audience title={t('landing.talentTitle')} points={talentPoints} />
        <Audience title={t('landing.companyTitle')} points={companyPoints} />
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <h2 className="mb-6 text-2xl font-bold text-slate-900">{t('landing.howTitle')}</h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((step) => (
            <li key={step}>
              <Card className="h-full p-6">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {step}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`landing.step${step}Title`)}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{t(`landing.step${step}Body`)}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function Audience({ title, points }: { title: string; points: string[] }) {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <ul className="mt-5 flex flex-col gap-4">
        {points.map((point) => (
          <li key={point} className="flex gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <CheckIcon width={14} height={14} strokeWidth={3} />
            </span>
            <span className="text-[15px] leading-6 text-slate-700">{point}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
