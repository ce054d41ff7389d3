import type { AdminQuestion, QuestionCreateRequest, QuestionUpdateRequest } from '@app/contract/schemas/assessment';
import { useEffect, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { applyServerFieldErrors, describeError, translateValidation } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { LEVEL_VALUES, TRACK_VALUES } from '../../../shared/catalog/assessment-tracks';
import { useSaveQuestion } from '../api/save-question';
import {
  type EditorMode,
  emptyQuestionValues,
  isChoice,
  loadQuestionFormSchema,
  QUESTION_FORM_FIELDS,
  type QuestionFormValues,
  questionToValues,
} from '../lib/question-form';
import { QUESTION_TYPE_VALUES, type QuestionParams } from '../lib/question-params';
import { AcceptedAnswersFields, messageAt, OptionsFields } from './question-editor-fields';

type QuestionEditorProps = {
  mode: EditorMode;
  question: AdminQuestion | null;
  /** The list's filters: a new question starts in the filtered track and level. */
  defaults: Pick<QuestionParams, 'track' | 'level'>;
  onClose: () => void;
};

const isFormPath = (path: string) => (QUESTION_FORM_FIELDS as readonly string[]).includes(path.split('.')[0] ?? '');

/** Adds or edits a question in a dialog; validated by the contract's schema and answer-key rule, then by the server. */
export function QuestionEditor({ mode, question, defaults, onClose }: QuestionEditorProps) {
  const { t } = useTranslation('admin');
  const resolver = useMemo(() => lazyZodResolver(loadQuestionFormSchema(mode)), [mode]);
  const form = useForm<QuestionFormValues, unknown, QuestionCreateRequest | QuestionUpdateRequest>({
    defaultValues: question ? questionToValues(question) : emptyQuestionValues(defaults),
    resolver,
  });
  useEffect(() => resolver.preload(), [resolver]);
  // After a first submit, every change checks the whole question again: some problems (the answer key, the options
  // as a whole) belong to no single field, and a server's field errors are stale once something changed.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.formState.isSubmitted) void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const save = useSaveQuestion();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { errors, isDirty, isSubmitting } = form.formState;
  const type = form.watch('type');
  const busy = isSubmitting || save.isPending;
  const errorOf = (path: string) => translateValidation(messageAt(errors, path));
  // The topic's pattern also refuses an empty topic: say it is required then.
  const topicError =
    errors.topic && !form.getValues('topic').trim() ? translateValidation('validation.required') : errorOf('topic');

  const requestClose = () => {
    if (busy) return;
    if (isDirty) setConfirmDiscard(true);
    else onClose();
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const saved = question
        ? await save.mutateAsync({ id: question.id, body: body as QuestionUpdateRequest })
        : await save.mutateAsync({ id: null, body: body as QuestionCreateRequest });
      if (!question) toast.success(t('questions.editor.created'));
      else if (saved.version > question.version) {
        toast.success(t('questions.editor.savedVersion', { version: saved.version, previous: question.version }));
      } else toast.success(t('questions.editor.saved'));
      onClose();
    } catch (error) {
      if (!isApiError(error) || applyServerFieldErrors(error, form.setError, isFormPath) === 0) {
        setProblem(describeError(error));
      }
    }
  });

  const title = question ? t('questions.editor.titleEdit', { key: question.key }) : t('questions.editor.titleNew');
  return (
    <>
      <Dialog open onOpenChange={(open) => (open ? undefined : requestClose())} title={title}>
        <FormProvider {...form}>
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-5">
            <div className="grid gap-4 sm:grid-cols-2">
              {question ? (
                <div className="flex flex-col gap-1.5 sm:col-span-2">
                  <p className="text-sm font-medium text-slate-800">
                    {t('questions.editor.track')} · {t('questions.editor.level')}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t(`questions.tracks.${question.track}`)} · {t('questions.level', { level: question.level })}
                  </p>
                  <p className="text-xs text-slate-500">{t('questions.editor.trackFixed')}</p>
                </div>
              ) : (
                <>
                  <FormField label={t('questions.editor.track')} error={errorOf('track')}>
                    {(control) => (
                      <Controller
                        control={form.control}
                        name="track"
                        render={({ field }) => (
                          <Select
                            {...control}
                            name={field.name}
                            value={field.value}
                            onValueChange={field.onChange}
                            options={TRACK_VALUES.map((v) => ({ value: v, label: t(`questions.tracks.${v}`) }))}
                          />
                        )}
                      />
                    )}
                  </FormField>
                  <FormField label={t('questions.editor.level')} error={errorOf('level')}>
                    {(control) => (
                      <Controller
                        control={form.control}
                        name="level"
                        render={({ field }) => (
                          <Select
                            {...control}
                            name={field.name}
                            value={String(field.value)}
                            onValueChange={(v) => field.onChange(Number(v))}
                            options={LEVEL_VALUES.map((v) => ({
                              value: String(v),
                              label: t('questions.level', { level: v }),
                            }))}
                          />
                        )}
                      />
                    )}
                  </FormField>
                </>
              )}
              <FormField label={t('questions.editor.type')} error={errorOf('type')}>
                {(control) => (
                  <Controller
                    control={form.control}
                    name="type"
                    render={({ field }) => (
                      <Select
                        {...control}
                        name={field.name}
                        value={field.value}
                        onValueChange={field.onChange}
                        options={QUESTION_TYPE_VALUES.map((v) => ({ value: v, label: t(`questions.types.${v}`) }))}
                      />
                    )}
                  />
                )}
              </FormField>
              <FormField
                label={t('questions.editor.points')}
                hint={t('questions.editor.pointsHint')}
                error={errorOf('points')}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={5}
                    step={1}
                    {...form.register('points', { valueAsNumber: true })}
                  />
                )}
              </FormField>
            </div>
            <FormField label={t('questions.editor.topic')} hint={t('questions.editor.topicHint')} error={topicError}>
              {(control) => (
                <Input {...control} autoComplete="off" spellCheck={false} maxLength={40} {...form.register('topic')} />
              )}
            </FormField>
            <FormField label={t('questions.editor.promptEn')} error={errorOf('prompt.en')}>
              {(control) => <Textarea {...control} rows={3} lang="en" {...form.register('prompt.en')} />}
            </FormField>
            <FormField label={t('questions.editor.promptKo')} error={errorOf('prompt.ko')}>
              {(control) => <Textarea {...control} rows={3} lang="ko" {...form.register('prompt.ko')} />}
            </FormField>
            <FormField
              label={t('questions.editor.code')}
              hint={t('questions.editor.codeHint')}
              error={errorOf('code')}
              isOptional={type !== 'CODE_READING'}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={type === 'CODE_READING' ? 6 : 3}
                  spellCheck={false}
                  className="font-mono text-sm"
                  {...form.register('code')}
                />
              )}
            </FormField>
            {isChoice(type) ? <OptionsFields type={type} /> : <AcceptedAnswersFields />}
            {question && question.usageCount > 0 ? (
              <Alert tone="info">
                {t('questions.editor.usedNotice', { count: question.usageCount, next: question.version + 1 })}
              </Alert>
            ) : null}
            {problem ? <Alert>{problem}</Alert> : null}
            {Object.keys(errors).length > 0 ? <Alert>{t('questions.editor.fixErrors')}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={requestClose} disabled={busy}>
                {t('questions.editor.cancel')}
              </Button>
              <Button type="submit" isLoading={busy}>
                {question ? t('questions.editor.save') : t('questions.editor.create')}
              </Button>
            </div>
          </form>
        </FormProvider>
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t('questions.editor.discardTitle')}
        body={t('questions.editor.discardBody')}
        confirmLabel={t('questions.editor.discard')}
        cancelLabel={t('questions.editor.keepEditing')}
        onConfirm={() => {
          setConfirmDiscard(false);
          onClose();
        }}
      />
    </>
  );
}
