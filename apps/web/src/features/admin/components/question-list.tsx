import type { AdminQuestion } from '@app/contract/schemas/assessment';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { describeError } from '../../../lib/form-errors';
import { QUESTION_PAGE_SIZE, useQuestionList } from '../api/list-questions';
import { pageCountOf } from '../lib/console-params';
import type { QuestionParams } from '../lib/question-params';
import { QuestionItem } from './question-item';

type QuestionListProps = {
  params: QuestionParams;
  onPageChange: (page: number) => void;
  onClearFilters?: () => void;
  onEdit: (question: AdminQuestion) => void;
  onRetire: (question: AdminQuestion) => void;
};

/** One status tab's page of questions, with loading, empty and error states. */
export function QuestionList({ params, onPageChange, onClearFilters, onEdit, onRetire }: QuestionListProps) {
  const { t } = useTranslation('admin');
  const list = useQuestionList(params);
  if (list.isError) return <ErrorState body={describeError(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  const { data, totalElementCount } = list.data;
  if (data.length === 0) {
    return (
      <EmptyState
        title={t('questions.emptyTitle')}
        body={t('questions.emptyBody')}
        action={
          onClearFilters ? (
            <Button variant="secondary" size="sm" onClick={onClearFilters}>
              {t('questions.filters.clear')}
            </Button>
          ) : null
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-500" aria-live="polite">
        {t('questions.total', { count: totalElementCount })}
      </p>
      <ul className="flex flex-col gap-3" data-testid="question-list" aria-busy={list.isPlaceholderData || undefined}>
        {data.map((question) => (
          <QuestionItem key={question.id} question={question} onEdit={onEdit} onRetire={onRetire} />
        ))}
      </ul>
      <Pagination
        page={params.page}
        pageCount={pageCountOf(totalElementCount, QUESTION_PAGE_SIZE)}
        onPageChange={onPageChange}
      />
    </div>
  );
}
