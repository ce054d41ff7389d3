import { PROFILE_URL_MAX, PROJECT_LINKS_MAX, PROJECT_ROLE_MAX, WORK_DESCRIPTION_MAX } from '@app/contract/limits';
import { isHttpUrl } from '@app/contract/rules/profile';
import type { Resume, ResumeContent } from '@app/contract/schemas/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { formatMonth } from '../../../shared/format/dates';
import { resumesQueryKey } from '../../../shared/resumes/list-resumes';
import { updateResume } from '../api/resume-calls';

type Draft = { work: string[]; projects: { role: string; links: string }[] };

const draftOf = (content: ResumeContent): Draft => ({
  work: content.workExperiences.map((w) => w.description ?? ''),
  projects: content.projects.map((p) => ({ role: p.role ?? '', links: p.links.join('\n') })),
});

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The links' problem, as a message key, or null: at most five http(s) addresses, as the contract allows. */
function linksProblem(text: string): 'entries.tooManyLinks' | 'entries.badLink' | null {
  const links = linesOf(text);
  if (links.length > PROJECT_LINKS_MAX) return 'entries.tooManyLinks';
  return links.every((l) => l.length <= PROFILE_URL_MAX && isHttpUrl(l)) ? null : 'entries.badLink';
}

/**
 * Edits the entries of one résumé version (decision 038): what the person did in each job (경력기술서) and each
 * project's role and links. The version is a copy, so the profile and applications already sent do not change.
 */
export function ResumeEntriesDialog({
  userId,
  resume,
  open,
  onOpenChange,
}: {
  userId: number;
  resume: Resume;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('resumes');
  const lang = useLang();
  const formId = useId();
  const queryClient = useQueryClient();
  const { content } = resume;
  const [draft, setDraft] = useState(() => draftOf(content));
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (open) {
      setDraft(draftOf(content));
      setChecked(false);
    }
  }, [open, content]);
  const save = useMutation({
    mutationFn: (next: ResumeContent) =>
      updateResume(userId, resume.id, { name: resume.name, language: resume.language, content: next }),
    onSuccess: () => {
      toast.success(t('entries.done'));
      onOpenChange(false);
      return queryClient.invalidateQueries({ queryKey: resumesQueryKey(userId) });
    },
    onError: (error) => toast.error(describeError(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (draft.projects.some((p) => linksProblem(p.links))) return;
    save.mutate({
      ...content,
      workExperiences: content.workExperiences.map((w, i) => ({ ...w, description: draft.work[i]?.trim() || null })),
      projects: content.projects.map((p, i) => ({
        ...p,
        role: draft.projects[i]?.role.trim() || null,
        links: linesOf(draft.projects[i]?.links ?? ''),
      })),
    });
  };
  const period = (start: string | null, end: string | null) =>
    `${start ? formatMonth(start, lang) : ''} – ${end ? formatMonth(end, lang) : t('entries.present')}`;
  const isEmpty = content.workExperiences.length === 0 && content.projects.length === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('entries.title', { name: resume.name })}
      description={t('entries.body')}
      footer={
        isEmpty ? null : (
          <Button type="submit" form={formId} isLoading={save.isPending}>
            {t('entries.save')}
          </Button>
        )
      }
    >
      {isEmpty ? (
        <p className="text-sm text-slate-600" data-testid="entries-empty">
          {t('entries.empty')}
        </p>
      ) : (
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-6" data-testid="resume-entries">
          {content.workExperiences.length > 0 ? (
            <section className="flex flex-col gap-4">
              <h3 className="text-base font-semibold text-slate-900">{t('sent.work')}</h3>
              {content.workExperiences.map((w, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the entries are fixed while editing; position is identity
                <fieldset key={i} className="flex flex-col gap-2">
                  <legend className="mb-2 text-sm font-medium break-words text-slate-900">
                    {w.companyName} · {w.position}
                    <span className="ml-2 font-normal text-slate-500">{period(w.startDate, w.endDate)}</span>
                  </legend>
                  <FormField
                    label={t('entries.description')}
                    hint={t('entries.count', { length: draft.work[i]?.length ?? 0, max: WORK_DESCRIPTION_MAX })}
                  >
                    {(field) => (
                      <Textarea
                        {...field}
                        value={draft.work[i] ?? ''}
                        maxLength={WORK_DESCRIPTION_MAX}
                        onChange={(e) =>
                          setDraft((d) => ({ ...d, work: d.work.map((v, j) => (j === i ? e.target.value : v)) }))
                        }
                      />
                    )}
                  </FormField>
                </fieldset>
              ))}
            </section>
          ) : null}
          {content.projects.length > 0 ? (
            <section className="flex flex-col gap-4">
              <h3 className="text-base font-semibold text-slate-900">{t('sent.projects')}</h3>
              {content.projects.map((p, i) => {
                const value = draft.projects[i] ?? { role: '', links: '' };
                const setProject = (patch: Partial<Draft['projects'][number]>) =>
                  setDraft((d) => ({
                    ...d,
                    projects: d.projects.map((v, j) => (j === i ? { ...v, ...patch } : v)),
                  }));
                const problem = checked ? linksProblem(value.links) : null;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the entries are fixed while editing; position is identity
                  <fieldset key={i} className="flex flex-col gap-3">
                    <legend className="mb-2 text-sm font-medium break-words text-slate-900">{p.projectName}</legend>
                    <FormField label={t('entries.role')} isOptional>
                      {(field) => (
                        <Input
                          {...field}
                          value={value.role}
                          maxLength={PROJECT_ROLE_MAX}
                          onChange={(e) => setProject({ role: e.target.value })}
                        />
                      )}
                    </FormField>
                    <FormField
                      label={t('entries.links')}
                      hint={t('entries.linksHint', { max: PROJECT_LINKS_MAX })}
                      error={problem ? t(problem, { max: PROJECT_LINKS_MAX }) : undefined}
                      isOptional
                    >
                      {(field) => (
                        <Textarea
                          {...field}
                          rows={3}
                          value={value.links}
                          onChange={(e) => setProject({ links: e.target.value })}
                        />
                      )}
                    </FormField>
                  </fieldset>
                );
              })}
            </section>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
