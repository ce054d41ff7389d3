import { RESUMES_MAX } from '@app/contract/limits';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResumes } from '../../../shared/resumes/list-resumes';
import { NewResumeForm } from './new-resume-form';
import { ResumeCard } from './resume-card';
import { TalentFilesSection } from './talent-files-section';

/** `/talent/mypage/resumes`: the talent's résumé versions and their CV and portfolio files. */
export function ResumesPage({ userId }: { userId: number }) {
  const { t } = useTranslation('resumes');
  usePageTitle(t('title'));
  const resumes = useResumes(userId);
  const list = resumes.data ?? [];
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageHeader title={t('title')} subtitle={t('subtitle', { max: RESUMES_MAX })} />
      <section className="flex flex-col gap-3" aria-labelledby="resume-versions">
        <h2 id="resume-versions" className="text-lg font-semibold text-slate-900">
          {t('versions')}
        </h2>
        {resumes.isPending ? (
          <Skeleton className="h-28" />
        ) : resumes.isError ? (
          <ErrorState onRetry={() => resumes.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState title={t('empty')} body={t('emptyBody')} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((resume) => (
              <li key={resume.id}>
                <ResumeCard userId={userId} resume={resume} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <NewResumeForm userId={userId} count={list.length} />
      <TalentFilesSection userId={userId} />
    </div>
  );
}
