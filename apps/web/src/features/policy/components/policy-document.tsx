import { POLICY_VERSIONS } from '@app/contract/rules/consents';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatDate } from '../../../shared/format/dates';

type Section = { heading: string; body: string };

/** `/policy/terms` and `/policy/privacy`: public, in the page's language, with a table of contents. */
export function PolicyDocument({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation('policy');
  const to = useLocalizedPath();
  const lang = useLang();
  // The version in force is the date the text took effect: one place (the contract) for this page and for consents.
  const version = POLICY_VERSIONS[kind === 'terms' ? 'TERMS' : 'PRIVACY'];
  const sections: Section[] = t(`${kind}.sections`, { returnObjects: true });
  const title = t(`${kind}.title`);
  usePageTitle(title);
  const other = kind === 'terms' ? 'privacy' : 'terms';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm text-slate-500">{t('lastUpdated', { date: formatDate(version, lang, 'UTC') })}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-[15px] leading-7 text-slate-700">{t(`${kind}.intro`)}</p>
      <Card className="mt-8 p-5">
        <h2 className="text-sm font-semibold text-slate-900">{t('contents')}</h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${kind}-${index + 1}`} className="text-brand-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </Card>
      <div className="mt-10 flex flex-col gap-8">
        {sections.map((section, index) => (
          <section key={section.heading} id={`${kind}-${index + 1}`} className="scroll-mt-24">
            <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2>
            <p className="mt-2 text-[15px] leading-7 text-slate-700">{section.body}</p>
          </section>
        ))}
      </div>
      <div className="mt-12 flex flex-col gap-2 border-t border-slate-200 pt-6 text-sm text-slate-600">
        <p>{t('contact')}</p>
        <Link to={to(`/policy/${other}`)} className="font-semibold text-brand-700 hover:underline">
          {t(`${other}.title`)}
        </Link>
      </div>
    </div>
  );
}
