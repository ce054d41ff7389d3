import type { Attempt } from '@app/contract/schemas/assessment';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { describeError } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { useSubmitAttempt } from '../api/submit-attempt';
import {
  type AnswerMap,
  type AnswerValue,
  firstUnansweredIndex,
  initialAnswers,
  isAnswered,
  isMultipleChoice,
  overallSaveState,
  pickOption,
  questionIndexFromParam,
  toSaveRequest,
  unansweredNumbers,
} from '../lib/answers';
import { AttemptStatusBar } from './attempt-status-bar';
import { QuestionNavigator } from './question-navigator';
import { QuestionView } from './question-view';
import { useAssessmentName } from './shared';
import { SubmitDialog } from './submit-dialog';
import { useAnswerSaver } from './use-answer-saver';
import { useCountdown } from './use-countdown';

const TEXT_DEBOUNCE_MS = 700;

/** An open attempt: one question at a time, saved as the talent goes, submitted by them or when time runs out. */
export function AttemptRunner({ attempt, receivedAt }: { attempt: Attempt; receivedAt: number }) {
  const { t } = useTranslation('assessments');
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const nameOf = useAssessmentName();
  const { questions } = attempt;
  const [answers, setAnswers] = useState<AnswerMap>(() => initialAnswers(attempt));
  const [params, setParams] = useSearchParams();
  const [startIndex] = useState(() => firstUnansweredIndex(questions, answers));
  const current = questionIndexFromParam(params.get('q'), questions.length) ?? startIndex;
  const [confirming, setConfirming] = useState(false);
  const [isTimeUp, setIsTimeUp] = useState(false);
  const submit = useSubmitAttempt(attempt.id);
  const { secondsLeft, sync } = useCountdown(attempt.remainingSeconds, receivedAt);
  const saver = useAnswerSaver(attempt.id, { onRemaining: sync, onClosed: () => setIsTimeUp(true) });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const finish = async () => {
    if (submit.isPending || submit.isSuccess) return;
    await saver.flush();
    submit.mutate(undefined, {
      onSuccess: (report) => navigate(to(report.reportUrl), { replace: true }),
    });
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;

  // Time is up (by the countdown or because the server refused an answer): submit what was saved.
  useEffect(() => {
    if (secondsLeft === 0) setIsTimeUp(true);
  }, [secondsLeft]);
  useEffect(() => {
    if (isTimeUp) void finishRef.current();
  }, [isTimeUp]);

  // The attempt opens on its question (focused, scrolled into view below the sticky header), and moving between
  // questions puts the focus on the new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: moved.current ? 'nearest' : 'start' });
  }, [current]);

  const go = (index: number) => {
    moved.current = true;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('q', String(index + 1));
        return next;
      },
      { replace: true },
    );
  };

  const question = questions[current];
  const update = (questionId: number, value: AnswerValue, debounceMs?: number) => {
    setAnswers((prev) => ({ ...prev, [questionId]: value }));
    saver.save(questionId, toSaveRequest(value), debounceMs);
  };
  const answered = useMemo(() => questions.filter((q) => isAnswered(answers[q.id])).length, [questions, answers]);
  const unanswered = unansweredNumbers(questions, answers);
  const saveState = overallSaveState(saver.states);

  if (!question) return null;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-8" data-testid="attempt">
      <AttemptStatusBar
        title={nameOf(attempt.track, attempt.level)}
        secondsLeft={secondsLeft}
        answered={answered}
        total={questions.length}
        saveState={saveState}
        onRetry={saver.retryNow}
        onSubmit={() => setConfirming(true)}
        isSubmitting={submit.isPending}
      />
      {!saver.isOnline ? <Alert>{t('attempt.save.offline')}</Alert> : null}
      {isTimeUp ? (
        <Alert tone="info">{t('attempt.timeUp')}</Alert>
      ) : secondsLeft <= 60 ? (
        <Alert>{t('attempt.warning')}</Alert>
      ) : null}
      {submit.isError && !confirming ? (
        <Alert>
          <p>
            {t('attempt.submitError')} {describeError(submit.error)}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void finish()}>
            {t('attempt.submit')}
          </Button>
        </Alert>
      ) : null}
      <div className="grid items-start gap-5 lg:grid-cols-[1fr_260px]">
        <Card className="flex flex-col gap-6 p-5 sm:p-6">
          <QuestionView
            key={question.id}
            question={question}
            number={current + 1}
            total={questions.length}
            value={answers[question.id]}
            saveState={saver.states[question.id]}
            headingRef={headingRef}
            onPick={(optionId) =>
              update(question.id, pickOption(answers[question.id], optionId, isMultipleChoice(question.type)))
            }
            onText={(text) => update(question.id, { kind: 'text', text }, TEXT_DEBOUNCE_MS)}
          />
          <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-4">
            <Button variant="secondary" disabled={current === 0} onClick={() => go(current - 1)}>
              <ChevronLeftIcon width={16} height={16} />
              {t('attempt.previous')}
            </Button>
            {current < questions.length - 1 ? (
              <Button onClick={() => go(current + 1)}>
                {t('attempt.next')}
                <ChevronRightIcon width={16} height={16} />
              </Button>
            ) : (
              <Button onClick={() => setConfirming(true)}>{t('attempt.submit')}</Button>
            )}
          </div>
        </Card>
        <Card className="p-4">
          <QuestionNavigator
            questions={questions}
            answers={answers}
            states={saver.states}
            current={current}
            onGo={go}
          />
        </Card>
      </div>
      <SubmitDialog
        open={confirming}
        onOpenChange={setConfirming}
        unanswered={unanswered}
        onConfirm={() => void finish()}
        isSubmitting={submit.isPending}
        error={submit.isError ? `${t('attempt.submitError')} ${describeError(submit.error)}` : null}
      />
    </div>
  );
}
