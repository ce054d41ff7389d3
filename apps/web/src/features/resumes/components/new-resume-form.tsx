import { RESUME_NAME_MAX, RESUMES_MAX } from '@app/contract/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { resumesQueryKey } from '../../../shared/resumes/list-resumes';
import { createResume, importResume } from '../api/resume-calls';

type Language = 'en' | 'ko';

/** Makes a version from the profile, or imports a JSON Resume file as one (both disabled at the limit). */
export function NewResumeForm({ userId, count }: { userId: number; count: number }) {
  const { t } = useTranslation('resumes');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [language, setLanguage] = useState<Language>(lang);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resumesQueryKey(userId) });
  const create = useMutation({
    mutationFn: () => createResume(userId, { name: name.trim(), language }),
    onSuccess: () => {
      toast.success(t('create.done'));
      setName('');
      return refresh();
    },
    onError: (error) => toast.error(describeError(error)),
  });
  const importJson = useMutation({
    mutationFn: async (file: File) => {
      let resume: unknown;
      try {
        resume = JSON.parse(await file.text());
      } catch {
        throw new Error(t('import.unreadable'));
      }
      return importResume(userId, {
        name: file.name.replace(/\.json$/i, '').slice(0, RESUME_NAME_MAX),
        language,
        resume,
      });
    },
    onSuccess: () => {
      toast.success(t('import.done'));
      return refresh();
    },
    onError: (error) =>
      toast.error(error instanceof Error && !('status' in error) ? error.message : describeError(error)),
  });
  const isFull = count >= RESUMES_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate();
  };
  const languages = (['ko', 'en'] as const).map((value) => ({ value, label: t(`language.${value}`) }));

  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('create.title')}</h2>
      {isFull ? <p className="text-sm text-amber-800">{t('limit', { max: RESUMES_MAX })}</p> : null}
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <FormField label={t('create.name')}>
          {(field) => (
            <Input
              {...field}
              value={name}
              maxLength={RESUME_NAME_MAX}
              placeholder={t('create.namePlaceholder')}
              onChange={(e) => setName(e.target.value)}
              disabled={isFull}
            />
          )}
        </FormField>
        <FormField label={t('create.language')}>
          {(field) => (
            <Select
              id={field.id}
              aria-describedby={field['aria-describedby']}
              value={language}
              onValueChange={(v) => setLanguage(v as Language)}
              options={languages}
            />
          )}
        </FormField>
        <Button type="submit" isLoading={create.isPending} disabled={isFull || !name.trim()}>
          {t('create.submit')}
        </Button>
      </form>
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-slate-900">{t('import.title')}</h3>
        <p className="text-sm text-slate-600">{t('import.body')}</p>
        <label className="self-start">
          <span className="sr-only">{t('import.choose')}</span>
          <input
            type="file"
            accept="application/json,.json"
            disabled={isFull || importJson.isPending}
            data-testid="import-json"
            className="text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) importJson.mutate(file);
              e.target.value = '';
            }}
          />
        </label>
      </div>
    </Card>
  );
}
