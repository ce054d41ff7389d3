import type { Assessment } from '@app/contract/schemas/assessment';
import type { TalentUser } from '@app/contract/schemas/user';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { describeError } from '../../../lib/form-errors';
import { useLang, useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAssessments } from '../api/get-assessments';
import { useOpenRequests } from '../api/get-requests';
import { localized } from '../lib/format';
import { CatalogueList } from './catalogue-list';
import { HistoryTab } from './history-tab';
import { RequestsPanel } from './requests-panel';
import { attemptPath } from './shared';
import { StartDialog } from './start-dialog';

type Tab = 'catalogue' | 'history';

/** `/talent/mypage/skill-assessment/{page}`: the catalogue, companies' requests and the history (paged by route). */
export function SkillAssessmentPage({ user, page }: { user: TalentUser; page: number }) {
  const { t } = useTranslation('assessments');
  const lang = useLang();
  const to = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const assessments = useAssessments();
  const requests = useOpenRequests(user.id);
  const [starting, setStarting] = useState<Assessment | null>(null);
  usePageTitle(t('title'));

  const asked = params.get('tab');
  const tab: Tab = asked === 'history' || (page > 1 && asked !== 'catalogue') ? 'history' : 'catalogue';
  const openRequests = requests.data?.data;
  const requestedBy = useMemo(
    () => new Map((openRequests ?? []).map((r) => [r.assessmentId, r.companyName] as const)),
    [openRequests],
  );
  const open = assessments.data?.find((a) => a.inProgressAttemptId !== null) ?? null;

  const catalogue = (
    <div className="flex flex-col gap-6">
      {open?.inProgressAttemptId ? (
        <Alert tone="info">
          <p>
            {t('catalogue.inProgressBanner', { name: localized(open.names, lang) })}{' '}
            <Link className="font-semibold underline" to={to(attemptPath(open.inProgressAttemptId))}>
              {t('catalogue.resumeIt')}
            </Link>
          </p>
        </Alert>
      ) : null}
      {requests.isError ? <Alert>{t('requests.loadError')}</Alert> : null}
      {assessments.data ? (
        <RequestsPanel requests={openRequests ?? []} assessments={assessments.data} onStart={setStarting} />
      ) : null}
      {assessments.isPending ? <CatalogueSkeleton /> : null}
      {assessments.isError ? (
        <ErrorState
          title={t('catalogue.loadError')}
          body={describeError(assessments.error)}
          onRetry={() => void assessments.refetch()}
        />
      ) : null}
      {assessments.data ? (
        <CatalogueList assessments={assessments.data} requestedBy={requestedBy} onStart={setStarting} />
      ) : null}
    </div>
  );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={(value) => setParams({ tab: value }, { replace: true })}
        tabs={[
          { value: 'catalogue', label: t('tabs.catalogue'), content: catalogue },
          { value: 'history', label: t('tabs.history'), content: <HistoryTab userId={user.id} page={page} /> },
        ]}
      />
      <StartDialog
        assessment={starting}
        openAttemptId={open?.inProgressAttemptId ?? null}
        onClose={() => setStarting(null)}
      />
    </div>
  );
}

function CatalogueSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden="true">
      <Skeleton className="h-6 w-40" />
      <div className="grid gap-4 md:grid-cols-3">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
