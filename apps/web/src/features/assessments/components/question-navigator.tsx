import type { Attempt } from '@app/contract/schemas/assessment';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { type AnswerMap, isAnswered, type SaveState } from '../lib/answers';

type QuestionNavigatorProps = {
  questions: Attempt['questions'];
  answers: AnswerMap;
  states: Record<number, SaveState>;
  current: number;
  onGo: (index: number) => void;
};

/** Numbered buttons for every question: answered ones filled, the current one outlined, failed saves in red. */
export function QuestionNavigator({ questions, answers, states, current, onGo }: QuestionNavigatorProps) {
  const { t } = useTranslation('assessments');
  return (
    <nav aria-label={t('attempt.navigator')}>
      <h2 className="mb-2 text-sm font-semibold text-slate-700">{t('attempt.navigator')}</h2>
      <ol className="grid grid-cols-5 gap-2">
        {questions.map((q, i) => {
          const answered = isAnswered(answers[q.id]);
          const number = i + 1;
          return (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => onGo(i)}
                aria-current={i === current ? 'step' : undefined}
                aria-label={answered ? t('attempt.navAnswered', { number }) : t('attempt.navUnanswered', { number })}
                className={clsx(
                  'relative flex h-10 w-full items-center justify-center rounded-lg border text-sm font-semibold tabular-nums',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  answered
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                  i === current && 'ring-2 ring-amber-400 ring-offset-2',
                )}
              >
                {number}
                {states[q.id] === 'error' ? (
                  <span aria-hidden="true" className="absolute -top-1 -right-1 size-2.5 rounded-full bg-red-600" />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
