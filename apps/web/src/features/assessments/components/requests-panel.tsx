import type { Assessment, AssessmentRequestSchema } from '@app/contract/schemas/assessment';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { formatDate } from '../../../shared/format/dates';
import { attemptPath, useAssessmentName } from './shared';

type Request = z.infer<typeof AssessmentRequestSchema>;

type RequestsPanelProps = {
  requests: readonly Request[];
  assessments: readonly Assessment[];
  onStart: (assessment: Assessment) => void;
};

/** Companies' open requests for an additional assessment, with their message, highlighted above the catalogue. */
export function RequestsPanel({ requests, assessments, onStart }: RequestsPanelProps) {
  const { t } = useTranslation('assessments');
  const lang = useLang();
  const to = useLocalizedPath();
  const nameOf = useAssessmentName();
  if (requests.length === 0) return null;
  return (
    <section
      aria-labelledby="assessment-requests"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5"
    >
      <div>
        <h2 id="assessment-requests" className="text-lg font-semibold text-slate-900">
          {t('requests.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('requests.intro')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {requests.map((r) => {
          const assessment = assessments.find((a) => a.id === r.assessmentId);
          return (
            <li key={r.id} className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-white p-4">
              <p className="font-semibold text-slate-900">
                {t('requests.item', { company: r.companyName, name: nameOf(r.track, r.level) })}
              </p>
              <figure className="border-l-4 border-amber-300 pl-3">
                <figcaption className="text-xs text-slate-500">
                  {t('requests.message', { company: r.companyName })}
                </figcaption>
                <blockquote className="text-sm whitespace-pre-line text-slate-700">{r.message}</blockquote>
              </figure>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-xs text-slate-500">
                  {t('requests.requestedOn', { date: formatDate(r.createdAt, lang) })}
                </span>
                {assessment?.inProgressAttemptId ? (
                  <Link to={to(attemptPath(assessment.inProgressAttemptId))} className={buttonClasses({ size: 'sm' })}>
                    {t('catalogue.resume')}
                  </Link>
                ) : assessment ? (
                  <Button
                    size="sm"
                    disabled={assessment.retakeAvailableAt !== null}
                    onClick={() => onStart(assessment)}
                  >
                    {t('requests.take')}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
