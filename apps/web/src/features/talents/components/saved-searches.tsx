import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_PER_ORGANIZATION_MAX } from '@app/contract/limits';
import type { SavedSearch } from '@app/contract/schemas/talent-search';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { describeError, translateValidation } from '../../../lib/form-errors';
import {
  useCreateSavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches-api';
import { fromSavedSearchQuery, isSameTalentSearch, type TalentFilters, toSavedSearchQuery } from '../lib/search-params';
import { useFilterChips } from './filter-chips';

/** The saved search whose filters are the current ones, if any. */
export function useCurrentSavedSearch(filters: TalentFilters): SavedSearch | undefined {
  const saved = useSavedSearches();
  return saved.data?.find((s) => isSameTalentSearch(fromSavedSearchQuery(s.query), filters));
}

/** The failure of a save or rename as one sentence: a duplicate name, the server's field message, or the error. */
function nameError(t: (key: 'saved.duplicate') => string, name: string, others: SavedSearch[]): string | null {
  if (!name) return translateValidation('validation.required') ?? null;
  const lower = name.toLocaleLowerCase();
  return others.some((s) => s.name.trim().toLocaleLowerCase() === lower) ? t('saved.duplicate') : null;
}

function serverError(error: unknown): string {
  if (isApiError(error)) {
    const field = error.fields.find((f) => f.path === 'name') ?? error.fields[0];
    if (field) return translateValidation(field.key) ?? describeError(error);
  }
  return describeError(error);
}

type Props = { filters: TalentFilters; onRun: (filters: TalentFilters) => void };

/** "Saved searches (n)" and "Save search": save the current filters, run, rename or delete saved ones. */
export function SavedSearches({ filters, onRun }: Props) {
  const { t } = useTranslation('talents');
  const saved = useSavedSearches();
  const [isListOpen, setListOpen] = useState(false);
  const [isSaveOpen, setSaveOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setListOpen(true)} data-testid="saved-searches-open">
        {t('saved.open', { count: saved.data?.length ?? 0 })}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setSaveOpen(true)}>
        {t('saved.save')}
      </Button>
      <SaveSearchDialog open={isSaveOpen} onOpenChange={setSaveOpen} filters={filters} existing={saved.data ?? []} />
      <Dialog
        open={isListOpen}
        onOpenChange={setListOpen}
        title={t('saved.title')}
        description={t('saved.description')}
      >
        {saved.isError ? (
          <ErrorState body={t('saved.loadError')} onRetry={() => void saved.refetch()} />
        ) : !saved.data ? (
          <Skeleton className="h-24" />
        ) : saved.data.length === 0 ? (
          <EmptyState title={t('saved.emptyTitle')} body={t('saved.emptyBody')} />
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200" data-testid="saved-search-list">
            {saved.data.map((search) => (
              <SavedSearchItem
                key={search.id}
                search={search}
                all={saved.data}
                filters={filters}
                onRun={(next) => {
                  setListOpen(false);
                  onRun(next);
                }}
              />
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}

function SaveSearchDialog({
  open,
  onOpenChange,
  filters,
  existing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: TalentFilters;
  existing: SavedSearch[];
}) {
  const { t } = useTranslation('talents');
  const create = useCreateSavedSearch();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isFull = existing.length >= SAVED_SEARCHES_PER_ORGANIZATION_MAX;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setName('');
      setError(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = nameError(t, trimmed, existing);
    if (problem) return setError(problem);
    create.mutate(
      { name: trimmed, query: toSavedSearchQuery(filters) },
      {
        onSuccess: (created) => {
          toast.success(t('saved.saved', { name: created.name }));
          close(false);
        },
        onError: (failure) => setError(serverError(failure)),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={close} title={t('saved.saveTitle')} description={t('saved.saveBody')}>
      {isFull ? (
        <p className="text-sm text-slate-700">{t('saved.full', { max: SAVED_SEARCHES_PER_ORGANIZATION_MAX })}</p>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <FormField label={t('saved.name')} error={error ?? undefined}>
            {({ invalid, ...control }) => (
              <Input
                {...control}
                invalid={invalid}
                value={name}
                maxLength={SAVED_SEARCH_NAME_MAX}
                placeholder={t('saved.namePlaceholder')}
                onChange={(event) => {
                  setName(event.target.value);
                  setError(null);
                }}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => close(false)}>
              {t('saved.cancel')}
            </Button>
            <Button type="submit" isLoading={create.isPending}>
              {t('saved.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function SavedSearchItem({
  search,
  all,
  filters,
  onRun,
}: {
  search: SavedSearch;
  all: SavedSearch[];
  filters: TalentFilters;
  onRun: (filters: TalentFilters) => void;
}) {
  const { t } = useTranslation('talents');
  const chipsOf = useFilterChips();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [isRenaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const stored = fromSavedSearchQuery(search.query);
  const summary = chipsOf(stored).map((chip) => chip.label);
  const isCurrent = isSameTalentSearch(stored, filters);

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === search.name) return setRenaming(false);
    const problem = nameError(
      t,
      trimmed,
      all.filter((s) => s.id !== search.id),
    );
    if (problem) return setError(problem);
    update.mutate(
      { id: search.id, name: trimmed, query: search.query },
      {
        onSuccess: (renamed) => {
          toast.success(t('saved.renamed', { name: renamed.name }));
          setRenaming(false);
        },
        onError: (failure) => setError(serverError(failure)),
      },
    );
  };

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0" data-testid="saved-search">
      {isRenaming ? (
        <form className="flex flex-col gap-2" onSubmit={rename} noValidate>
          <FormField label={t('saved.newName')} error={error ?? undefined}>
            {({ invalid, ...control }) => (
              <Input
                {...control}
                invalid={invalid}
                value={name}
                maxLength={SAVED_SEARCH_NAME_MAX}
                autoFocus
                onChange={(event) => {
                  setName(event.target.value);
                  setError(null);
                }}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" isLoading={update.isPending}>
              {t('saved.renameSubmit')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setRenaming(false);
                setName(search.name);
                setError(null);
              }}
            >
              {t('saved.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
            {search.name}
            {isCurrent ? <Badge tone="brand">{t('saved.applied')}</Badge> : null}
          </p>
          <p className="mt-1 text-sm break-words text-slate-600">
            {summary.length ? summary.join(' · ') : t('saved.noFilters')}
          </p>
        </div>
      )}
      {isRenaming ? null : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" aria-label={t('saved.runLabel', { name: search.name })} onClick={() => onRun(stored)}>
            {t('saved.run')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('saved.renameLabel', { name: search.name })}
            onClick={() => {
              setName(search.name);
              setRenaming(true);
            }}
          >
            {t('saved.rename')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            aria-label={t('saved.deleteLabel', { name: search.name })}
            onClick={() => setConfirming(true)}
          >
            {t('saved.delete')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t('saved.deleteTitle', { name: search.name })}
        body={t('saved.deleteBody')}
        confirmLabel={t('saved.delete')}
        cancelLabel={t('saved.cancel')}
        isLoading={remove.isPending}
        onConfirm={() =>
          remove.mutate(search.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('saved.deleted'));
            },
            onError: (failure) => toast.error(describeError(failure)),
          })
        }
      />
    </li>
  );
}
