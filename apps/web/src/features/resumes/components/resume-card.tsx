import { RESUME_NAME_MAX } from '@app/contract/limits';
import type { Resume } from '@app/contract/schemas/resume';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { formatDate } from '../../../shared/format/dates';
import { downloadJson } from '../../../shared/resumes/download';
import { resumesQueryKey } from '../../../shared/resumes/list-resumes';
import { deleteResume, exportResume, makeDefaultResume, resumePdfUrl, updateResume } from '../api/resume-calls';
import { ResumeEntriesDialog } from './resume-entries-dialog';

/** One version: its name, language and date, with download, export, entries, rename, default and delete. */
export function ResumeCard({ userId, resume }: { userId: number; resume: Resume }) {
  const { t } = useTranslation('resumes');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'rename' | 'entries' | 'delete' | null>(null);
  const [name, setName] = useState(resume.name);
  const key = resumesQueryKey(userId);
  const setList = (list: Resume[]) => queryClient.setQueryData(key, list);
  const onError = (error: unknown) => toast.error(describeError(error));

  const rename = useMutation({
    mutationFn: () => updateResume(userId, resume.id, { name, language: resume.language, content: resume.content }),
    onSuccess: () => {
      toast.success(t('rename.done'));
      setDialog(null);
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError,
  });
  const makeDefault = useMutation({
    mutationFn: () => makeDefaultResume(userId, resume.id),
    onSuccess: (list) => {
      setList(list);
      toast.success(t('madeDefault', { name: resume.name }));
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => deleteResume(userId, resume.id),
    onSuccess: (list) => {
      setList(list);
      setDialog(null);
      toast.success(t('deleteConfirm.done'));
    },
    onError,
  });
  const exportJson = useMutation({
    mutationFn: () => exportResume(userId, resume.id),
    onSuccess: ({ name: fileName, document }) => downloadJson(`${fileName}.json`, document),
    onError,
  });

  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="resume-card">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{resume.name}</h3>
        <Badge>{t(`language.${resume.language}`)}</Badge>
        {resume.isDefault ? (
          <Badge tone="success" title={t('defaultHint')}>
            {t('default')}
          </Badge>
        ) : null}
      </div>
      <p className="text-sm text-slate-500">{t('updated', { date: formatDate(resume.updatedAt, lang) })}</p>
      <div className="flex flex-wrap gap-2">
        <a href={resumePdfUrl(userId, resume.id)} download className={buttonClasses({ size: 'sm' })}>
          {t('actions.pdf')}
        </a>
        <Button size="sm" variant="secondary" onClick={() => exportJson.mutate()} isLoading={exportJson.isPending}>
          {t('actions.json')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('entries')}>
          {t('actions.edit')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDialog('rename')}>
          {t('actions.rename')}
        </Button>
        {resume.isDefault ? null : (
          <Button size="sm" variant="secondary" onClick={() => makeDefault.mutate()} isLoading={makeDefault.isPending}>
            {t('actions.makeDefault')}
          </Button>
        )}
        <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDialog('delete')}>
          {t('actions.delete')}
        </Button>
      </div>
      <Dialog
        open={dialog === 'rename'}
        onOpenChange={(open) => setDialog(open ? 'rename' : null)}
        title={t('rename.title')}
        footer={
          <Button onClick={() => rename.mutate()} isLoading={rename.isPending} disabled={!name.trim()}>
            {t('rename.save')}
          </Button>
        }
      >
        <FormField label={t('create.name')}>
          {(field) => (
            <Input {...field} value={name} maxLength={RESUME_NAME_MAX} onChange={(e) => setName(e.target.value)} />
          )}
        </FormField>
      </Dialog>
      <ResumeEntriesDialog
        userId={userId}
        resume={resume}
        open={dialog === 'entries'}
        onOpenChange={(open) => setDialog(open ? 'entries' : null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t('deleteConfirm.title', { name: resume.name })}
        body={t('deleteConfirm.body')}
        confirmLabel={t('deleteConfirm.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => remove.mutate()}
        isLoading={remove.isPending}
      />
    </Card>
  );
}
