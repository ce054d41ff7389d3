import type { TalentGroup } from '@app/contract/schemas/talent-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { isNotVerifiedError, VerificationRequiredNotice } from '../../../shared/organization/verification-required';
import { useDeleteGroup, useGroupTalents, useRemoveFromGroup, useRenameGroup } from '../api/talents-api';
import { TalentCard } from './talent-card';

const SIZE = 12;

/** One group's tab: rename, delete (confirmed) and its talents, each removable. */
export function GroupPanel({ group }: { group: TalentGroup }) {
  const { t } = useTranslation('talents');
  const [page, setPage] = useState(1);
  const talents = useGroupTalents(group.id, page, SIZE);
  const rename = useRenameGroup();
  const remove = useDeleteGroup();
  const removeTalent = useRemoveFromGroup();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(group.name);
  const [confirming, setConfirming] = useState(false);
  const onError = (error: unknown) => toast.error(describeError(error));
  const pageCount = talents.data ? Math.max(1, Math.ceil(talents.data.totalElementCount / SIZE)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
          {t('groups.rename')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          {t('groups.delete')}
        </Button>
      </div>
      {isNotVerifiedError(talents.error) ? (
        <VerificationRequiredNotice />
      ) : talents.isError ? (
        <ErrorState body={describeError(talents.error)} onRetry={() => void talents.refetch()} />
      ) : !talents.data ? (
        <Skeleton className="h-44" />
      ) : talents.data.data.length === 0 ? (
        <EmptyState title={t('interest.emptyGroup')} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {talents.data.data.map((talent) => (
            <li key={talent.userId}>
              <TalentCard
                talent={talent}
                action={
                  <Button
                    variant="link"
                    onClick={() => removeTalent.mutate({ groupId: group.id, talentId: talent.userId }, { onError })}
                  >
                    {t('groups.remove')}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
      <Dialog open={renaming} onOpenChange={setRenaming} title={t('groups.rename')}>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate({ groupId: group.id, name: name.trim() }, { onSuccess: () => setRenaming(false), onError });
          }}
        >
          <Input
            aria-label={t('groups.newName')}
            value={name}
            maxLength={50}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" disabled={!name.trim()} isLoading={rename.isPending}>
            {t('groups.save')}
          </Button>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('groups.deleteTitle', { name: group.name })}
        body={t('groups.deleteBody')}
        confirmLabel={t('groups.delete')}
        cancelLabel={t('groups.cancel')}
        isLoading={remove.isPending}
        onConfirm={() => remove.mutate(group.id, { onSuccess: () => setConfirming(false), onError })}
      />
    </div>
  );
}
