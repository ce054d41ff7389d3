import { COVER_LETTER_MAX } from '@app/contract/limits';
import type { ApplyRequest } from '@app/contract/schemas/resume';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { Textarea } from '../../../components/ui/textarea';
import { useLang } from '../../../lib/use-lang';
import { useResumes } from '../../../shared/resumes/list-resumes';
import { useTalentFiles } from '../../../shared/resumes/list-talent-files';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: number;
  title: string;
  company: string;
  onApply: (choice: ApplyRequest) => void;
  isLoading: boolean;
};

/** Applying: which résumé version (the default one first chosen), which files, and an optional cover letter. */
export function ApplyDialog({ open, onOpenChange, userId, title, company, onApply, isLoading }: Props) {
  const { t } = useTranslation('careers');
  const lang = useLang();
  const resumes = useResumes(userId);
  const files = useTalentFiles(userId);
  const [resumeId, setResumeId] = useState<number | null | undefined>(undefined);
  const [fileIds, setFileIds] = useState<number[]>([]);
  const [coverLetter, setCoverLetter] = useState('');
  const list = resumes.data ?? [];
  const chosen = resumeId === undefined ? (list.find((r) => r.isDefault)?.id ?? null) : resumeId;
  const toggle = (id: number, on: boolean) =>
    setFileIds((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('apply.confirmTitle')}
      description={t('apply.confirmBody', { title, company })}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('apply.back')}
          </Button>
          <Button
            onClick={() => onApply({ resumeId: chosen, fileIds, coverLetter: coverLetter.trim() || null })}
            isLoading={isLoading}
            disabled={resumes.isPending}
          >
            {t('apply.confirm')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-5" data-testid="apply-dialog">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('apply.resume')}</legend>
          {resumes.isPending ? (
            <Skeleton className="h-10" />
          ) : resumes.isError ? (
            <ErrorState onRetry={() => resumes.refetch()} />
          ) : (
            <>
              {list.map((resume) => (
                <label key={resume.id} className="flex items-center gap-3 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="resume"
                    className="size-4 accent-brand-600"
                    checked={chosen === resume.id}
                    onChange={() => setResumeId(resume.id)}
                  />
                  <span className="break-words">
                    {resume.name}
                    {resume.isDefault ? (
                      <span className="ml-2 text-xs text-slate-500">({t('apply.defaultTag')})</span>
                    ) : null}
                  </span>
                </label>
              ))}
              {list.length === 0 ? (
                <label className="flex items-center gap-3 text-sm text-slate-800">
                  <input type="radio" name="resume" className="size-4 accent-brand-600" checked readOnly />
                  {t('apply.profileOption')}
                </label>
              ) : null}
            </>
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('apply.files')}</legend>
          {files.isPending ? (
            <Skeleton className="h-8" />
          ) : (files.data ?? []).length === 0 ? (
            <p className="text-sm text-slate-500">{t('apply.noFiles')}</p>
          ) : (
            (files.data ?? []).map((file) => (
              <Checkbox
                key={file.id}
                checked={fileIds.includes(file.id)}
                onCheckedChange={(on) => toggle(file.id, on)}
                label={`${t(`apply.kinds.${file.kind}`)} · ${file.fileName}`}
              />
            ))
          )}
        </fieldset>
        <FormField label={t('apply.coverLetter')} hint={t('apply.coverHint', { max: COVER_LETTER_MAX })} isOptional>
          {(field) => (
            <Textarea
              {...field}
              rows={5}
              value={coverLetter}
              maxLength={COVER_LETTER_MAX}
              onChange={(e) => setCoverLetter(e.target.value)}
            />
          )}
        </FormField>
        <Link to={`/${lang}/talent/mypage/resumes`} className="self-start text-sm font-medium text-brand-700 underline">
          {t('apply.manage')}
        </Link>
      </div>
    </Dialog>
  );
}
