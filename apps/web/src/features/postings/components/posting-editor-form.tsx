import type { CompanyPosting, PostingInput } from '@app/contract/schemas/posting';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import type { ComboboxOption } from '../../../components/ui/combobox';
import { toast } from '../../../components/ui/toast';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLang } from '../../../lib/use-lang';
import { StatusBadge } from '../../../shared/postings/posting-bits';
import { changePostingStatus } from '../api/change-posting-status';
import { createPosting } from '../api/create-posting';
import { companyPostingKey } from '../api/get-company-posting';
import { updatePosting } from '../api/update-posting';
import {
  emptyPostingValues,
  loadPostingFormSchema,
  POSTING_FORM_FIELDS,
  type PostingFormValues,
  postingToValues,
} from '../lib/posting-form';
import { ApprovalAlert } from './approval-alert';
import { BasicsSection } from './editor-fields';
import { HiringForSection } from './editor-hiring-for';
import { ForbiddenQuestionsWarning, ScheduleSection } from './editor-schedule';
import { AssessmentsSection, SalarySection, TextsSection } from './editor-sections';
import { needsSalaryCheck, SalaryCheckDialog } from './salary-check-dialog';

type Props = {
  orgId: number;
  posting: CompanyPosting | null;
  countries: readonly ComboboxOption[];
  /** The company's country (undefined while loading): a new posting starts there, in its currency. */
  companyCountry: string | null | undefined;
  /** Kept by the page, so the message survives the move from `/0` to the new posting's id. */
  needsApproval: boolean;
  onNeedsApproval: (value: boolean) => void;
};

/** The posting editor: save as a private draft, or save and publish (verified organizations only). */
export function PostingEditorForm({
  orgId,
  posting,
  countries,
  companyCountry,
  needsApproval,
  onNeedsApproval,
}: Props) {
  const { t } = useTranslation('postings');
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => lazyZodResolver(loadPostingFormSchema), []);
  const form = useForm<PostingFormValues, unknown, PostingInput>({
    defaultValues: posting ? postingToValues(posting) : emptyPostingValues(companyCountry ?? null),
    resolver,
  });
  const allowLeave = useRef(false);
  // The company's country may arrive after the form: a new posting takes it (and its currency) unless already chosen.
  useEffect(() => {
    if (posting || !companyCountry) return;
    const values = emptyPostingValues(companyCountry);
    for (const name of ['country', 'currencyCode'] as const) {
      if (!form.getFieldState(name).isDirty) form.resetField(name, { defaultValue: values[name] });
    }
  }, [companyCountry, posting, form]);
  const [problem, setProblem] = useState<string | null>(null);
  // The company's explicit "I checked these words" before publishing a posting with findings (decision 039).
  const [isAcknowledged, setAcknowledged] = useState(false);
  const [intent, setIntent] = useState<'draft' | 'publish' | null>(null);
  const [unchecked, setUnchecked] = useState<{ body: PostingInput; publish: boolean } | null>(null);
  const isClosed = posting?.status === 'DELETED';
  const isVisible = posting?.status === 'VISIBLE';

  const placeServerErrors = (error: unknown) => {
    if (!isApiError(error)) return 0;
    let placed = 0;
    for (const field of error.fields) {
      const top = field.path.split(/[.[]/)[0] as (typeof POSTING_FORM_FIELDS)[number];
      if (!(POSTING_FORM_FIELDS as readonly string[]).includes(top)) continue;
      form.setError(top as Path<PostingFormValues>, { type: 'server', message: field.key });
      placed += 1;
    }
    return placed;
  };

  const save = async (body: PostingInput, publish: boolean) => {
    setIntent(publish ? 'publish' : 'draft');
    setProblem(null);
    onNeedsApproval(false);
    let saved: CompanyPosting;
    try {
      saved = posting ? await updatePosting(orgId, posting.id, body) : await createPosting(orgId, body);
    } catch (error) {
      setIntent(null);
      if (placeServerErrors(error) === 0) setProblem(describeError(error));
      return;
    }
    form.reset(postingToValues(saved));
    queryClient.setQueryData(companyPostingKey(orgId, saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: ['company-postings', orgId] });
    let published = false;
    if (publish && saved.status !== 'VISIBLE') {
      try {
        const shown = await changePostingStatus(orgId, saved.id, 'VISIBLE', {
          acknowledgeForbiddenQuestions: isAcknowledged,
        });
        queryClient.setQueryData(companyPostingKey(orgId, saved.id), shown);
        published = true;
      } catch (error) {
        if (isApiError(error) && error.errorCode === 'POSTING_REQUIRES_APPROVAL') onNeedsApproval(true);
        else setProblem(describeError(error));
      }
    }
    setIntent(null);
    toast.success(published ? t('editor.published') : t('editor.saved'));
    allowLeave.current = true;
    if (published) navigate(`/${lang}/company/mypage/job-posting/management`);
    else if (!posting) navigate(`/${lang}/company/job-posting/${saved.id}`, { replace: true });
  };

  // What talents will see (publishing, or saving an open posting) first passes the salary check.
  const submit = (publish: boolean) =>
    form.handleSubmit(async (body) => {
      if ((publish || isVisible) && needsSalaryCheck(body)) setUnchecked({ body, publish });
      else await save(body, publish);
    });

  return (
    <FormProvider {...form}>
      {/* The action bar stays in view above the bottom navigation (below 1024 px); a field reached by Tab or by an
          error scrolls clear of both bars (scroll margin), so nothing of the form hides behind them. */}
      <form
        noValidate
        className="flex flex-col gap-6 [&_:is(input,textarea,select,button,[role=combobox])]:scroll-mb-[calc(var(--bottom-nav-h,0px)+6rem)] lg:[&_:is(input,textarea,select,button,[role=combobox])]:scroll-mb-24"
        onSubmit={(e) => void submit(false)(e)}
      >
        {posting ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <StatusBadge status={posting.status} />
            <Link
              to={`/${lang}/company/job-posting/${posting.id}/preview`}
              className="font-medium text-brand-700 hover:underline"
            >
              {t('editor.preview')}
            </Link>
          </div>
        ) : null}
        {isClosed ? <Alert>{t('editor.closedNotice')}</Alert> : null}
        {!isVisible && !isClosed ? <Alert tone="info">{t('editor.publishInfo')}</Alert> : null}
        <BasicsSection countries={countries} />
        <HiringForSection />
        <SalarySection />
        <TextsSection />
        <ForbiddenQuestionsWarning isAcknowledged={isAcknowledged} onAcknowledge={setAcknowledged} />
        <ScheduleSection />
        <AssessmentsSection />
        {needsApproval ? <ApprovalAlert /> : null}
        {problem ? <Alert>{problem}</Alert> : null}
        {Object.keys(form.formState.errors).length > 0 ? <Alert>{t('editor.fixErrors')}</Alert> : null}
        <div
          data-testid="editor-actions"
          className="sticky bottom-0 z-10 flex flex-wrap justify-end gap-2 rounded-xl border border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] max-lg:bottom-(--bottom-nav-h) sm:px-4 sm:py-3"
        >
          <Link to={`/${lang}/company/mypage/job-posting/management`} className={buttonClasses({ variant: 'ghost' })}>
            {t('editor.cancel')}
          </Link>
          <Button
            type="submit"
            variant={isVisible ? 'primary' : 'secondary'}
            isLoading={intent === 'draft'}
            disabled={isClosed || intent !== null}
          >
            {isVisible ? t('editor.saveChanges') : t('editor.saveDraft')}
          </Button>
          {!isVisible ? (
            <Button
              onClick={(e) => void submit(true)(e)}
              isLoading={intent === 'publish'}
              disabled={isClosed || intent !== null}
            >
              {t('editor.publish')}
            </Button>
          ) : null}
        </div>
      </form>
      <SalaryCheckDialog
        body={unchecked?.body ?? null}
        isPublishing={unchecked?.publish ?? false}
        onCancel={() => setUnchecked(null)}
        onConfirm={(body) => {
          const publish = unchecked?.publish ?? false;
          setUnchecked(null);
          void save(body, publish);
        }}
      />
      <UnsavedChangesPrompt
        when={form.formState.isDirty && intent === null}
        allowRef={allowLeave}
        texts={{
          title: t('editor.unsaved.title'),
          body: t('editor.unsaved.body'),
          stay: t('editor.unsaved.stay'),
          leave: t('editor.unsaved.leave'),
        }}
      />
    </FormProvider>
  );
}
