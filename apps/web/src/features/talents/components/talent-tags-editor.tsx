import { TALENT_TAG_MAX, TALENT_TAGS_PER_TALENT_MAX } from '@app/contract/limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { CloseIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { describeError, translateValidation } from '../../../lib/form-errors';
import { useLocalizedPath } from '../../../lib/use-lang';
import { useOrganizationTags, useSetTalentTags } from '../api/talent-notes-api';
import { DEFAULT_TALENT_FILTERS, writeTalentFilters } from '../lib/search-params';

const SUGGESTIONS_SHOWN = 12;
const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** The organization's tags on a talent: add (typed or from the organization's tags) and remove; each saves at once. */
export function TalentTagsEditor({ talentId, tags }: { talentId: number; tags: string[] }) {
  const { t } = useTranslation('talents');
  const to = useLocalizedPath();
  const orgTags = useOrganizationTags();
  const save = useSetTalentTags(talentId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  // While a change is on its way, show the set as it will be.
  const shown = save.isPending && save.variables ? save.variables : tags;
  const query = draft.trim();
  const suggestions = (orgTags.data ?? [])
    .filter((row) => !shown.some((tag) => same(tag, row.tag)))
    .filter((row) => !query || row.tag.toLocaleLowerCase().includes(query.toLocaleLowerCase()))
    .slice(0, SUGGESTIONS_SHOWN);

  const commit = (next: string[], onSaved?: () => void) =>
    save.mutate(next, {
      onSuccess: () => onSaved?.(),
      onError: (failure) => {
        const field = isApiError(failure) ? failure.fields[0] : undefined;
        const message = field ? (translateValidation(field.key) ?? describeError(failure)) : describeError(failure);
        setError(message);
        toast.error(message);
      },
    });

  const add = (raw: string) => {
    const tag = raw.trim();
    if (!tag) return;
    if (tag.length > TALENT_TAG_MAX) return setError(t('notes.tagTooLong', { max: TALENT_TAG_MAX }));
    if (shown.some((existing) => same(existing, tag))) return setDraft('');
    if (shown.length >= TALENT_TAGS_PER_TALENT_MAX) {
      return setError(t('notes.tooManyTags', { max: TALENT_TAGS_PER_TALENT_MAX }));
    }
    setError(null);
    commit([...shown, tag], () => setDraft(''));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add(draft);
  };

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{t('notes.tags')}</h3>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">{t('notes.noTags')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('notes.tags')} data-testid="talent-tags">
          {shown.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm font-medium text-slate-800"
            >
              <Link
                to={to(`/company/talent-information?${writeTalentFilters({ ...DEFAULT_TALENT_FILTERS, tag })}`)}
                className="min-w-0 truncate hover:underline"
                aria-label={t('notes.findTagged', { tag })}
              >
                #{tag}
              </Link>
              <button
                type="button"
                onClick={() => commit(shown.filter((other) => other !== tag))}
                disabled={save.isPending}
                aria-label={t('notes.removeTag', { tag })}
                className="shrink-0 rounded-full p-0.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
              >
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="flex items-start gap-2" onSubmit={submit} noValidate>
        <FormField label={t('notes.tagInput')} error={error ?? undefined} className="min-w-0 flex-1">
          {({ invalid, ...control }) => (
            <Input
              {...control}
              invalid={invalid}
              value={draft}
              maxLength={TALENT_TAG_MAX + 1}
              placeholder={t('notes.tagPlaceholder')}
              autoComplete="off"
              onChange={(event) => {
                setDraft(event.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
        <Button type="submit" variant="secondary" className="mt-[26px]" isLoading={save.isPending} disabled={!query}>
          {t('notes.add')}
        </Button>
      </form>
      {suggestions.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-xs font-medium text-slate-500">{t('notes.suggestions')}</p>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((row) => (
              <li key={row.tag}>
                <button
                  type="button"
                  onClick={() => add(row.tag)}
                  disabled={save.isPending}
                  aria-label={t('notes.addSuggestion', { tag: row.tag })}
                  className="rounded-full border border-dashed border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                >
                  + {row.tag}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {save.isPending ? t('notes.tagsSaving') : ''}
      </p>
    </div>
  );
}
