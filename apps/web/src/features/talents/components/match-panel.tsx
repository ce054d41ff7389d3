import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { useOrgPostings, useTalentMatch } from '../api/talent-match-api';
import { MatchReasonList, MatchScore } from './match-reasons';

/** "Why this talent matches": the score and reasons against one of the organization's postings (open ones first). */
export function MatchPanel({ orgId, talentId }: { orgId: number | null; talentId: number }) {
  const { t } = useTranslation('talents');
  const postings = useOrgPostings(orgId);
  const [choice, setChoice] = useState<number | null>(null);
  // Open postings first (the newest first within each part): the default is the newest open one.
  const all = postings.data?.data ?? [];
  const isOpen = (p: (typeof all)[number]) => p.status === 'VISIBLE' && p.jobPostingProgressStatus === 'IN_PROGRESS';
  const list = [...all.filter(isOpen), ...all.filter((p) => !isOpen(p))];
  const postingId = list.some((p) => p.id === choice) ? choice : (list[0]?.id ?? null);
  const match = useTalentMatch(orgId, talentId, postingId);

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="match-panel">
      <div>
        <h2 className="font-semibold text-slate-900">{t('match.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('match.body')}</p>
      </div>
      {postings.isError ? (
        <ErrorState body={describeError(postings.error)} onRetry={() => void postings.refetch()} />
      ) : !postings.data ? (
        <Skeleton className="h-24" />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">{t('match.noPostings')}</p>
      ) : (
        <>
          <div className="flex flex-col gap-1.5 sm:max-w-md">
            <label htmlFor="match-posting" className="text-sm font-medium text-slate-800">
              {t('match.posting')}
            </label>
            <Select
              id="match-posting"
              value={postingId === null ? '' : String(postingId)}
              placeholder={t('match.pickPosting')}
              onValueChange={(value) => setChoice(Number(value))}
              options={list.map((p) => ({ value: String(p.id), label: p.title }))}
            />
          </div>
          {match.isError ? (
            <ErrorState body={describeError(match.error)} onRetry={() => void match.refetch()} />
          ) : !match.data ? (
            <Skeleton className="h-28" />
          ) : (
            <div className="flex flex-col gap-3" aria-live="polite">
              <MatchScore score={match.data.score} label={t('match.score')} />
              <h3 className="text-sm font-semibold text-slate-800">{t('match.reasonsTitle')}</h3>
              {match.data.reasons.length === 0 ? (
                <p className="text-sm text-slate-500">{t('match.noReasons')}</p>
              ) : (
                <MatchReasonList reasons={match.data.reasons} />
              )}
            </div>
          )}
        </>
      )}
    </Card>
  );
}
