import type { AdminQuestion } from '@app/contract/schemas/assessment';
import { Tabs as RadixTabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { LEVEL_VALUES, TRACK_VALUES } from '../../../shared/catalog/assessment-tracks';
import { useRetireQuestion } from '../api/retire-question';
import {
  QUESTION_TYPE_VALUES,
  type QuestionParams,
  readQuestionParams,
  STATUS_TABS,
  type StatusTab,
  statusTabOf,
  writeQuestionParams,
} from '../lib/question-params';
import { QuestionEditor } from './question-editor';
import { QuestionList } from './question-list';

const ANY = 'ANY';

type Editing = { mode: 'create' } | { mode: 'edit'; question: AdminQuestion } | null;

/** `/admin/assessment-questions`: the assessments' question bank, filtered and paged; add, edit and retire. */
export function QuestionBankPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('questions.title'));
  const [search, setSearch] = useSearchParams();
  const params = readQuestionParams(search);
  const [editing, setEditing] = useState<Editing>(null);
  const [retiring, setRetiring] = useState<AdminQuestion | null>(null);
  const retire = useRetireQuestion();

  const go = (next: Partial<QuestionParams>) => setSearch(writeQuestionParams({ ...params, page: 1, ...next }));
  const hasFilters = params.track !== '' || params.level !== 0 || params.type !== '';

  const onRetire = () => {
    if (!retiring) return;
    retire.mutate(retiring.id, {
      onSuccess: () => {
        toast.success(t('questions.retire.done'));
        setRetiring(null);
      },
      onError: (error) => {
        toast.error(describeError(error));
        setRetiring(null);
      },
    });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('questions.title')}</h1>
          <p className="mt-2 max-w-2xl text-slate-600">{t('questions.subtitle')}</p>
        </div>
        <Button onClick={() => setEditing({ mode: 'create' })} className="self-start sm:self-auto">
          {t('questions.new')}
        </Button>
      </div>

      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,14rem))_auto] lg:items-end">
        <legend className="sr-only">{t('questions.filters.label')}</legend>
        <FormField label={t('questions.filters.track')}>
          {(control) => (
            <Select
              {...control}
              value={params.track || ANY}
              onValueChange={(v) => go({ track: v === ANY ? '' : (v as QuestionParams['track']) })}
              options={[
                { value: ANY, label: t('questions.filters.any') },
                ...TRACK_VALUES.map((v) => ({ value: v, label: t(`questions.tracks.${v}`) })),
              ]}
            />
          )}
        </FormField>
        <FormField label={t('questions.filters.level')}>
          {(control) => (
            <Select
              {...control}
              value={params.level ? String(params.level) : ANY}
              onValueChange={(v) => go({ level: v === ANY ? 0 : (Number(v) as QuestionParams['level']) })}
              options={[
                { value: ANY, label: t('questions.filters.any') },
                ...LEVEL_VALUES.map((v) => ({ value: String(v), label: t('questions.level', { level: v }) })),
              ]}
            />
          )}
        </FormField>
        <FormField label={t('questions.filters.type')}>
          {(control) => (
            <Select
              {...control}
              value={params.type || ANY}
              onValueChange={(v) => go({ type: v === ANY ? '' : (v as QuestionParams['type']) })}
              options={[
                { value: ANY, label: t('questions.filters.any') },
                ...QUESTION_TYPE_VALUES.map((v) => ({ value: v, label: t(`questions.types.${v}`) })),
              ]}
            />
          )}
        </FormField>
        {hasFilters ? (
          <Button variant="ghost" onClick={() => go({ track: '', level: 0, type: '' })} className="justify-self-start">
            {t('questions.filters.clear')}
          </Button>
        ) : null}
      </fieldset>

      <RadixTabs.Root
        value={statusTabOf(params)}
        onValueChange={(tab) => go({ status: tab === 'ALL' ? '' : (tab as Exclude<StatusTab, 'ALL'>) })}
        className="flex flex-col gap-4"
      >
        <RadixTabs.List
          aria-label={t('questions.statusTabs.label')}
          className="inline-flex max-w-full self-start overflow-x-auto rounded-xl bg-slate-100 p-1"
        >
          {STATUS_TABS.map((tab) => (
            <RadixTabs.Trigger
              key={tab}
              value={tab}
              className="shrink-0 rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm"
            >
              {t(`questions.statusTabs.${tab}`)}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {STATUS_TABS.map((tab) => (
          <RadixTabs.Content key={tab} value={tab} className="focus-visible:outline-none">
            {tab === statusTabOf(params) ? (
              <QuestionList
                params={params}
                onPageChange={(page) => go({ page })}
                onClearFilters={hasFilters ? () => go({ track: '', level: 0, type: '' }) : undefined}
                onEdit={(question) => setEditing({ mode: 'edit', question })}
                onRetire={setRetiring}
              />
            ) : null}
          </RadixTabs.Content>
        ))}
      </RadixTabs.Root>

      {editing ? (
        <QuestionEditor
          key={editing.mode === 'edit' ? editing.question.id : 'new'}
          mode={editing.mode}
          question={editing.mode === 'edit' ? editing.question : null}
          defaults={{ track: params.track, level: params.level }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={retiring !== null}
        onOpenChange={(open) => {
          if (!open && !retire.isPending) setRetiring(null);
        }}
        title={t('questions.retire.title', { key: retiring?.key ?? '' })}
        body={t('questions.retire.body')}
        confirmLabel={t('questions.retire.confirm')}
        cancelLabel={t('questions.retire.cancel')}
        onConfirm={onRetire}
        isLoading={retire.isPending}
      />
    </div>
  );
}
