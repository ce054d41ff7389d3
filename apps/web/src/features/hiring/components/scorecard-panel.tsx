import type { ApplicationScorecards } from '@app/contract/schemas/scorecard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { formatName } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';
import { useScorecards } from '../api/get-scorecards';
import { ScorecardForm } from './scorecard-form';
import { ScorecardTable } from './scorecard-table';

type Interview = ApplicationScorecards['interviews'][number];

/** Each confirmed interview: its panel, the caller's own scorecard form, and the scorecards side by side. */
export function ScorecardPanel({ orgId, appId }: { orgId: number; appId: number }) {
  const { t } = useTranslation('hiring');
  const query = useScorecards(orgId, appId);
  if (query.isPending) return <Spinner label={t('scorecards.loading')} />;
  if (query.isError) return <ErrorState title={t('scorecards.loadError')} onRetry={() => query.refetch()} />;
  const { interviews, criteria } = query.data;
  if (interviews.length === 0) return <p className="text-sm text-slate-500">{t('scorecards.none')}</p>;
  return (
    <div className="flex flex-col gap-6" data-testid="scorecards">
      {interviews.map((interview) => (
        <InterviewScorecards
          key={interview.interviewId}
          orgId={orgId}
          appId={appId}
          interview={interview}
          criteria={criteria}
        />
      ))}
    </div>
  );
}

function InterviewScorecards({
  orgId,
  appId,
  interview,
  criteria,
}: {
  orgId: number;
  appId: number;
  interview: Interview;
  criteria: ApplicationScorecards['criteria'];
}) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const [isEditing, setIsEditing] = useState(false);
  const own = interview.mine;
  const when = interview.startsAt
    ? new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(interview.startsAt),
      )
    : '';
  return (
    <section className="flex flex-col gap-3" aria-label={t('scorecards.interviewOn', { when })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium text-slate-900">{t('scorecards.interviewOn', { when })}</p>
          <p className="text-sm text-slate-600">
            {interview.panel.length > 0
              ? t('scorecards.panel', {
                  names: interview.panel.map((p) => formatName(p.firstName, p.lastName, lang)).join(', '),
                })
              : t('scorecards.noPanel')}
          </p>
        </div>
        <Badge
          tone={
            interview.submittedCount >= interview.panel.length && interview.panel.length > 0 ? 'success' : 'neutral'
          }
        >
          {t('scorecards.submittedCount', { count: interview.submittedCount, total: interview.panel.length })}
        </Badge>
      </div>
      {interview.canSubmit && !isEditing ? (
        <div>
          <Button size="sm" variant={own ? 'secondary' : 'primary'} onClick={() => setIsEditing(true)}>
            {own ? t('scorecards.edit') : t('scorecards.write')}
          </Button>
        </div>
      ) : null}
      {isEditing ? (
        <ScorecardForm
          orgId={orgId}
          appId={appId}
          interviewId={interview.interviewId}
          criteria={criteria}
          mine={own}
          onDone={() => setIsEditing(false)}
        />
      ) : null}
      {interview.othersHidden ? (
        <Alert tone="info">{t('scorecards.hidden', { count: interview.submittedCount })}</Alert>
      ) : null}
      {interview.scorecards.length > 0 ? (
        <ScorecardTable scorecards={interview.scorecards} criteria={criteria} />
      ) : !interview.othersHidden ? (
        <p className="text-sm text-slate-500">{t('scorecards.noneYet')}</p>
      ) : null}
    </section>
  );
}
