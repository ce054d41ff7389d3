import type { TalentProfileView as View } from '@app/contract/schemas/profile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card } from '../../../components/ui/card';
import { useLang } from '../../../lib/use-lang';
import { useCatalogueNames } from '../../../shared/catalog/catalogue-names';
import { formatMonth } from '../../../shared/format/dates';
import { useDurationLabel } from '../../../shared/format/use-duration-label';

function Section({ title, isEmpty, children }: { title: string; isEmpty: boolean; children: ReactNode }) {
  const { t } = useTranslation('profile');
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{isEmpty ? <p className="text-sm text-slate-500">{t('view.nothing')}</p> : children}</div>
    </Card>
  );
}

function Entry({ title, meta, children }: { title: ReactNode; meta?: ReactNode; children?: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 border-l-2 border-brand-200 pl-4">
      <h3 className="font-semibold break-words text-slate-900">{title}</h3>
      {meta ? <p className="text-sm text-slate-500">{meta}</p> : null}
      {children}
    </li>
  );
}

/** Roles, stacks, work, education, projects, certificates and links of a rendered profile. */
export function HistorySections({ data }: { data: View }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const duration = useDurationLabel();
  const names = useCatalogueNames();
  const month = (date: string | null) => (date ? formatMonth(date, lang) : t('view.present'));
  const period = (start: string, end: string | null) => t('view.since', { start: month(start), end: month(end) });
  const projects = [...data.projects].sort((a, b) => a.order - b.order);

  return (
    <>
      <Section title={t('jobRoles.title')} isEmpty={data.jobRoles.length === 0}>
        <ul className="flex flex-wrap gap-2">
          {data.jobRoles.map((role) => (
            <li key={role.id} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm">
              <span className="font-medium text-slate-900">{names.jobTitle(role.jobRole)}</span>
              <span className="text-slate-500">{t('view.yearsShort', { years: role.experienceYears })}</span>
              {role.isRepresentative ? <Badge tone="brand">{t('view.representative')}</Badge> : null}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('techStacks.title')} isEmpty={data.techStacks.length === 0}>
        <ul className="flex flex-wrap gap-2">
          {data.techStacks.map((stack) => (
            <li key={stack.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {names.skill(stack.skill)}{' '}
              <span className="text-slate-500">· {t('view.yearsShort', { years: stack.experienceYears })}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('work.title')} isEmpty={data.workExperiences.length === 0}>
        <ol className="flex flex-col gap-4">
          {data.workExperiences.map((work) => (
            <Entry
              key={work.id}
              title={`${work.position} · ${work.companyName}`}
              meta={`${period(work.startDate, work.endDate)} (${duration(work.durationMonths)})`}
            >
              {work.description ? (
                <p className="text-sm leading-6 whitespace-pre-line text-slate-700">{work.description}</p>
              ) : null}
            </Entry>
          ))}
        </ol>
      </Section>
      <Section title={t('educations.title')} isEmpty={data.educations.length === 0}>
        <ol className="flex flex-col gap-4">
          {data.educations.map((education) => (
            <Entry
              key={education.id}
              title={education.schoolName}
              meta={[
                `${t(`degree.${education.degree}`)} · ${education.major}`,
                education.location,
                period(education.entranceDate, education.graduationDate),
                education.gpa !== null ? t('view.gpa', { gpa: education.gpa.toFixed(2) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </ol>
      </Section>
      <Section title={t('projects.title')} isEmpty={projects.length === 0}>
        <ol className="flex flex-col gap-5">
          {projects.map((project) => (
            <Entry key={project.id} title={project.projectName} meta={period(project.startDate, project.endDate)}>
              {project.role ? <p className="text-sm text-slate-600">{t('view.role', { role: project.role })}</p> : null}
              <p className="text-sm leading-6 whitespace-pre-line text-slate-700">{project.description}</p>
              {project.links.map((link) => (
                <a
                  key={link}
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="text-sm break-all text-brand-700 underline"
                >
                  {link}
                </a>
              ))}
            </Entry>
          ))}
        </ol>
      </Section>
      <Section title={t('certificates.title')} isEmpty={data.certificates.length === 0}>
        <ul className="flex flex-col gap-4">
          {data.certificates.map((cert) => (
            <Entry
              key={cert.id}
              title={cert.certName}
              meta={`${cert.issueOrganization} · ${formatMonth(cert.issueDate, lang)}`}
            />
          ))}
        </ul>
      </Section>
      <Section title={t('links.title')} isEmpty={data.profileUrls.length === 0}>
        <ul className="flex flex-col gap-2">
          {data.profileUrls.map((link) => (
            <li key={link.id} className="flex flex-wrap items-baseline gap-x-3 text-sm">
              <span className="w-36 shrink-0 font-medium text-slate-700">{t(`linkType.${link.type}`)}</span>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="min-w-0 break-all text-brand-700 hover:underline"
              >
                {link.url}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
