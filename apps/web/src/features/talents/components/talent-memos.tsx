import { TALENT_MEMO_MAX } from '@app/contract/limits';
import type { TalentMemo } from '@app/contract/schemas/talent-group';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/states';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { describeError, translateValidation } from '../../../lib/form-errors';
import { formatName } from '../../../lib/names';
import { useLang } from '../../../lib/use-lang';
import { formatDateTime } from '../../../shared/format/dates';
import { formatCount } from '../../../shared/format/numbers';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { useAddMemo, useDeleteMemo, useEditMemo, useTalentMemos } from '../api/talent-notes-api';

function messageOf(failure: unknown): string {
  const field = isApiError(failure) ? failure.fields[0] : undefined;
  return field ? (translateValidation(field.key) ?? describeError(failure)) : describeError(failure);
}

/** A memo's text field with its counter; empty or too long text is refused before it is sent. */
function MemoForm({
  label,
  initial,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (content: string, done: () => void, fail: (message: string) => void) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('talents');
  const [content, setContent] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = content.trim();
    if (!trimmed) return setError(translateValidation('validation.required') ?? null);
    onSubmit(trimmed, () => setContent(''), setError);
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
      <FormField
        label={label}
        error={error ?? undefined}
        hint={t('notes.chars', { count: content.length, max: TALENT_MEMO_MAX })}
      >
        {({ invalid, ...control }) => (
          <Textarea
            {...control}
            invalid={invalid}
            rows={3}
            value={content}
            maxLength={TALENT_MEMO_MAX}
            placeholder={t('notes.memoPlaceholder')}
            onChange={(event) => {
              setContent(event.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" isLoading={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {t('notes.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The organization's memos about a talent: add, read (newest first), edit one's own, delete (confirmed). */
export function TalentMemos({ talentId }: { talentId: number }) {
  const { t } = useTranslation('talents');
  const memos = useTalentMemos(talentId);
  const add = useAddMemo(talentId);
  const list = memos.data?.pages.flatMap((page) => page.data) ?? [];
  const total = memos.data?.pages[0]?.totalElementCount ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-sm font-semibold text-slate-900">
        {t('notes.memos')}
        {memos.data ? (
          <Badge className="ml-2" data-testid="memo-count">
            {formatCount(total)}
          </Badge>
        ) : null}
      </h3>
      <MemoForm
        label={t('notes.newMemo')}
        initial=""
        submitLabel={t('notes.addMemo')}
        isPending={add.isPending}
        onSubmit={(content, done, fail) =>
          add.mutate(content, {
            onSuccess: () => {
              done();
              toast.success(t('notes.memoAdded'));
            },
            onError: (failure) => fail(messageOf(failure)),
          })
        }
      />
      {memos.isError ? (
        <ErrorState body={describeError(memos.error)} onRetry={() => void memos.refetch()} />
      ) : !memos.data ? (
        <Skeleton className="h-20" />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">{t('notes.noMemos')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('notes.memos')} data-testid="memo-list">
          {list.map((memo) => (
            <MemoItem key={memo.id} memo={memo} talentId={talentId} />
          ))}
        </ul>
      )}
      {memos.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          isLoading={memos.isFetchingNextPage}
          onClick={() => void memos.fetchNextPage()}
        >
          {t('notes.showMore')}
        </Button>
      ) : null}
    </div>
  );
}

function MemoItem({ memo, talentId }: { memo: TalentMemo; talentId: number }) {
  const { t } = useTranslation('talents');
  const lang = useLang();
  const { data: user } = useCurrentUser();
  const edit = useEditMemo(talentId);
  const remove = useDeleteMemo(talentId);
  const [isEditing, setEditing] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const isOwn = memo.author !== null && memo.author.id === user?.id;
  const date = formatDateTime(memo.createdAt, lang);
  const author = memo.author
    ? isOwn
      ? t('notes.you')
      : formatName(memo.author.firstName, memo.author.lastName)
    : t('notes.formerMember');
  const isEdited = new Date(memo.updatedAt).getTime() - new Date(memo.createdAt).getTime() > 1000;

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50/60 p-4" data-testid="memo">
      <p className="text-xs text-slate-500">
        <span className="font-semibold text-slate-700">{author}</span> · <time dateTime={memo.createdAt}>{date}</time>
        {isEdited ? ` · ${t('notes.edited')}` : ''}
      </p>
      {isEditing ? (
        <MemoForm
          label={t('notes.editField')}
          initial={memo.content}
          submitLabel={t('notes.save')}
          isPending={edit.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(content, _done, fail) =>
            edit.mutate(
              { memoId: memo.id, content },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast.success(t('notes.memoSaved'));
                },
                onError: (failure) => fail(messageOf(failure)),
              },
            )
          }
        />
      ) : (
        <p className="text-sm leading-6 break-words whitespace-pre-wrap text-slate-800">{memo.content}</p>
      )}
      {isEditing ? null : (
        <div className="flex flex-wrap gap-1">
          {isOwn ? (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('notes.editLabel', { date })}
              onClick={() => setEditing(true)}
            >
              {t('notes.edit')}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            aria-label={t('notes.deleteLabel', { date })}
            onClick={() => setConfirming(true)}
          >
            {t('notes.delete')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t('notes.deleteTitle')}
        body={t('notes.deleteBody')}
        confirmLabel={t('notes.delete')}
        cancelLabel={t('notes.cancel')}
        isLoading={remove.isPending}
        onConfirm={() =>
          remove.mutate(memo.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('notes.memoDeleted'));
            },
            onError: (failure) => toast.error(describeError(failure)),
          })
        }
      />
    </li>
  );
}
