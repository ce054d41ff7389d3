import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { formatName } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRecruitmentSummary } from '../api/get-recruitment-summary';
import { BOARD_CARD_LIMIT, useStageCounts } from '../api/get-stage-counts';
import { useCandidates } from '../api/list-candidates';
import { useMemberCan } from '../hooks/use-member-can';
import { canReject } from '../lib/candidate-actions';
import {
  CANDIDATE_PAGE_SIZE,
  type CandidateParams,
  DEFAULT_CANDIDATE_PARAMS,
  isFiltered,
  readCandidateParams,
  writeCandidateParams,
} from '../lib/candidate-params';
import { BulkRejectDialog } from './bulk-reject-dialog';
import { CandidateCard } from './candidate-card';
import { CandidateFilters } from './candidate-filters';
import { PipelineBoard } from './pipeline-board';
import { ScorecardCriteriaEditor } from './scorecard-criteria-editor';
import { SelectionBar } from './selection-bar';

/**
 * `/company/mypage/manage-recruitment/{jobId}`: the posting's candidate cards with filters in the URL, bulk
 * rejection, and the open candidate (child route) in a side sheet. `settings` (composed by the route) sits above.
 */
export function CandidatesPage({ orgId, jobId, settings }: { orgId: number; jobId: number; settings?: ReactNode }) {
  const { t } = useTranslation('hiring');
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const params = readCandidateParams(search);
  const isBoard = search.get('view') === 'board';
  const candidates = useCandidates(orgId, jobId, params);
  // Interviewers read and score; moves, rejections and the posting's criteria are for owners and recruiters.
  const canDecide = useMemberCan('CANDIDATES_DECIDE');
  const canManagePosting = useMemberCan('POSTINGS_MANAGE');
  const boardCards = useCandidates(orgId, jobId, DEFAULT_CANDIDATE_PARAMS, {
    size: BOARD_CARD_LIMIT,
    enabled: isBoard,
  });
  const stageCounts = useStageCounts(orgId, jobId);
  const posting = useRecruitmentSummary(orgId).data?.find((p) => p.jobPostingId === jobId);
  const title = posting?.title ?? t('candidates.postingFallback', { id: jobId });
  usePageTitle(`${t('candidates.title')} · ${title}`);
  // Selected applications with the names shown in the bulk results.
  const [selected, setSelected] = useState<Map<number, string>>(new Map());
  const [isBulkOpen, setIsBulkOpen] = useState(false);

  const go = (change: Partial<CandidateParams>) =>
    setSearch(writeCandidateParams({ ...params, page: 1, ...change }), { preventScrollReset: true });
  const cards = candidates.data?.data;
  const selectable = canDecide ? (cards ?? []).filter((c) => canReject(c.status)) : [];
  const nameOf = (c: NonNullable<typeof cards>[number]) =>
    formatName(c.userSummaryDTO.firstName, c.userSummaryDTO.lastName, lang);
  const setOne = (id: number, name: string, isOn: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (isOn) next.set(id, name);
      else next.delete(id);
      return next;
    });
  const total = candidates.data?.totalElementCount ?? 0;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <Link
          to={`/${lang}/company/mypage/manage-recruitment`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ChevronLeftIcon width={16} height={16} aria-hidden="true" />
          {t('candidates.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-600" aria-live="polite">
          {candidates.data
            ? t(candidates.data.totalIsCapped ? 'candidates.countCapped' : 'candidates.count', { count: total })
            : '\u00a0'}
        </p>
      </div>
      {canManagePosting ? <ScorecardCriteriaEditor orgId={orgId} jobId={jobId} /> : null}
      {settings}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-lg border border-slate-200 p-0.5">
          <legend className="sr-only">{t('board.view')}</legend>
          {(['list', 'board'] as const).map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={isBoard === (view === 'board')}
              onClick={() =>
                setSearch((prev) => {
                  const next = new URLSearchParams(prev);
                  if (view === 'board') next.set('view', 'board');
                  else next.delete('view');
                  return next;
                })
              }
              className={
                isBoard === (view === 'board')
                  ? 'rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white'
                  : 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100'
              }
            >
              {t(`board.${view}`)}
            </button>
          ))}
        </fieldset>
        {stageCounts.data ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('board.counts')} data-testid="stage-chips">
            {Object.entries(stageCounts.data.counts).map(([stage, count]) => (
              <li key={stage} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                {t(`status.${stage as 'APPLIED'}`)} <span className="font-semibold">{count}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {isBoard ? (
        boardCards.isError ? (
          <ErrorState body={describeError(boardCards.error)} onRetry={() => void boardCards.refetch()} />
        ) : !boardCards.data ? (
          <Skeleton className="h-72" />
        ) : (
          <PipelineBoard
            orgId={orgId}
            jobId={jobId}
            cards={boardCards.data.data}
            counts={stageCounts.data?.counts ?? {}}
            canMove={canDecide}
          />
        )
      ) : null}
      <div hidden={isBoard} className="flex flex-col gap-6">
        <CandidateFilters params={params} onChange={go} />
        {selectable.length > 0 || selected.size > 0 ? (
          <SelectionBar
            count={selected.size}
            selectableOnPage={selectable.length}
            allOnPageSelected={selectable.length > 0 && selectable.every((c) => selected.has(c.applicationId))}
            onSelectPage={() =>
              setSelected((prev) => new Map([...prev, ...selectable.map((c) => [c.applicationId, nameOf(c)] as const)]))
            }
            onClear={() => setSelected(new Map())}
            onReject={() => setIsBulkOpen(true)}
          />
        ) : null}
        {candidates.isError ? (
          <ErrorState body={describeError(candidates.error)} onRetry={() => void candidates.refetch()} />
        ) : !cards ? (
          <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-56" />
            ))}
          </div>
        ) : cards.length === 0 ? (
          <EmptyState
            title={isFiltered(params) ? t('candidates.emptyFiltered') : t('candidates.empty')}
            body={isFiltered(params) ? undefined : t('candidates.emptyBody')}
            action={
              isFiltered(params) ? (
                <Button variant="secondary" size="sm" onClick={() => go(DEFAULT_CANDIDATE_PARAMS)}>
                  {t('candidates.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-busy={candidates.isPlaceholderData}>
            {cards.map((candidate) => (
              <li key={candidate.applicationId}>
                <CandidateCard
                  candidate={candidate}
                  isSelected={selected.has(candidate.applicationId)}
                  onSelectedChange={
                    canDecide ? (isOn) => setOne(candidate.applicationId, nameOf(candidate), isOn) : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={params.page}
          pageCount={Math.max(1, Math.ceil(total / CANDIDATE_PAGE_SIZE))}
          onPageChange={(page) => setSearch(writeCandidateParams({ ...params, page }))}
        />
      </div>
      <BulkRejectDialog
        orgId={orgId}
        open={isBulkOpen}
        onOpenChange={setIsBulkOpen}
        selected={selected}
        onDone={(rejected) => setSelected((prev) => new Map([...prev].filter(([id]) => !rejected.includes(id))))}
      />
      <Outlet />
    </div>
  );
}
