import type { ResumeContent } from '@app/contract/schemas/resume';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { useLang } from '../../../lib/use-lang';
import { formatDate, formatMonth } from '../../../shared/format/dates';
import { fileSize } from '../../../shared/resumes/download';
import { applicationResumePdfUrl, attachmentUrl, useApplicationResume } from '../api/get-application-resume';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      {children}
    </div>
  );
}

/** The résumé as the candidate sent it (never the live profile), the cover letter, the files and the PDF. */
export function SentResume({ orgId, appId }: { orgId: number; appId: number }) {
  const { t } = useTranslation('resumes');
  const lang = useLang();
  const sent = useApplicationResume(orgId, appId);
  if (sent.isPending) return <Skeleton className="h-24" />;
  if (sent.isError) return <ErrorState onRetry={() => sent.refetch()} />;
  const { resume, coverLetter, attachments } = sent.data;
  return (
    <div className="flex flex-col gap-4" data-testid="sent-resume">
      {resume ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600">
              {t('sent.sentOn', {
                name: resume.fromProfile ? t('sent.profileName') : resume.name,
                date: formatDate(resume.sentAt, lang),
              })}
            </p>
            <a href={applicationResumePdfUrl(orgId, appId)} download className={buttonClasses({ size: 'sm' })}>
              {t('sent.download')}
            </a>
          </div>
          <ResumeBody content={resume.content} />
        </>
      ) : (
        <p className="text-sm text-slate-500">{t('sent.legacy')}</p>
      )}
      <Part title={t('sent.coverLetter')}>
        {coverLetter ? (
          <p className="text-sm leading-6 whitespace-pre-line text-slate-700" data-testid="cover-letter">
            {coverLetter}
          </p>
        ) : (
          <p className="text-sm text-slate-500">{t('sent.noCoverLetter')}</p>
        )}
      </Part>
      {attachments.length > 0 ? (
        <Part title={t('sent.attachments')}>
          <ul className="flex flex-col gap-1">
            {attachments.map((file) => (
              <li key={file.id} className="text-sm">
                <a href={attachmentUrl(orgId, appId, file.id)} download className="break-all text-brand-700 underline">
                  {file.fileName}
                </a>{' '}
                <span className="text-slate-500">({fileSize(file.sizeBytes)})</span>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
    </div>
  );
}

function ResumeBody({ content }: { content: ResumeContent }) {
  const { t } = useTranslation('resumes');
  const lang = useLang();
  const period = (start: string | null, end: string | null) =>
    [start ? formatMonth(start, lang) : '', end ? formatMonth(end, lang) : t('sent.present')].join(' – ');
  const { basics } = content;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
      <div>
        <p className="text-lg font-bold break-words text-slate-900">{basics.name}</p>
        {basics.headline ? <p className="text-sm text-slate-600">{basics.headline}</p> : null}
      </div>
      {basics.summary ? (
        <Part title={t('sent.summary')}>
          <p className="text-sm leading-6 whitespace-pre-line text-slate-700">{basics.summary}</p>
        </Part>
      ) : null}
      {content.workExperiences.length > 0 ? (
        <Part title={t('sent.work')}>
          {content.workExperiences.map((w) => (
            <div key={`${w.companyName}-${w.startDate}`} className="text-sm">
              <p className="font-medium text-slate-900">
                {w.companyName} · {w.position}
              </p>
              <p className="text-slate-500">{period(w.startDate, w.endDate)}</p>
              {w.description ? <p className="whitespace-pre-line text-slate-700">{w.description}</p> : null}
            </div>
          ))}
        </Part>
      ) : null}
      {content.projects.length > 0 ? (
        <Part title={t('sent.projects')}>
          {content.projects.map((p) => (
            <div key={p.projectName} className="text-sm">
              <p className="font-medium text-slate-900">{p.projectName}</p>
              {p.role ? <p className="text-slate-600">{t('sent.role', { role: p.role })}</p> : null}
              {p.description ? <p className="whitespace-pre-line text-slate-700">{p.description}</p> : null}
              {p.links.map((link) => (
                <a
                  key={link}
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="block break-all text-brand-700 underline"
                >
                  {link}
                </a>
              ))}
            </div>
          ))}
        </Part>
      ) : null}
      {content.educations.length > 0 ? (
        <Part title={t('sent.education')}>
          {content.educations.map((e) => (
            <p key={e.schoolName} className="text-sm text-slate-700">
              {[e.schoolName, e.major].filter(Boolean).join(' · ')}
            </p>
          ))}
        </Part>
      ) : null}
      {content.skills.length > 0 ? (
        <Part title={t('sent.skills')}>
          <p className="text-sm text-slate-700">{content.skills.map((s) => s.name).join(' · ')}</p>
        </Part>
      ) : null}
      {content.languages.length > 0 ? (
        <Part title={t('sent.languages')}>
          <p className="text-sm text-slate-700">
            {content.languages.map((l) => (l.fluency ? `${l.language} (${l.fluency})` : l.language)).join(' · ')}
          </p>
        </Part>
      ) : null}
    </div>
  );
}
