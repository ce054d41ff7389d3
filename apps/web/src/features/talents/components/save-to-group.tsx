import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useRemoveFromGroup, useSaveToGroup, useTalentGroups } from '../api/talents-api';

const NEW = 'new';

/** "Save to group": an existing group or a new one; a bookmarked talent can be moved or taken out. */
export function SaveToGroup({ talentId, groupId, groupName }: Props) {
  const { t } = useTranslation('talents');
  const groups = useTalentGroups();
  const save = useSaveToGroup();
  const remove = useRemoveFromGroup();
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const list = groups.data ?? [];
  const selected = choice || (list.length ? String(list[0]?.id) : NEW);
  const isNew = selected === NEW;
  const canSave = isNew ? name.trim().length > 0 : Number(selected) !== groupId;

  const submit = () =>
    save.mutate(
      { talentId, groupId: isNew ? null : Number(selected), newName: isNew ? name.trim() : undefined },
      {
        onSuccess: (membership) => {
          setName('');
          toast.success(t('groups.saved', { name: membership.groupName ?? '' }));
        },
        onError: (error) => toast.error(describeError(error)),
      },
    );

  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="font-semibold text-slate-900">{t('groups.saveTitle')}</h2>
      <p className="text-sm text-slate-600" data-testid="current-group">
        {groupId !== null ? t('groups.inGroup', { name: groupName ?? '' }) : t('groups.notInGroup')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="sm:w-56">
          <label htmlFor="save-group-select" className="sr-only">
            {t('groups.pick')}
          </label>
          <Select
            id="save-group-select"
            value={selected}
            onValueChange={setChoice}
            options={[
              ...list.map((g) => ({ value: String(g.id), label: g.name })),
              { value: NEW, label: t('groups.newGroup') },
            ]}
          />
        </div>
        {isNew ? (
          <Input
            aria-label={t('groups.newName')}
            placeholder={t('groups.newName')}
            value={name}
            maxLength={50}
            onChange={(event) => setName(event.target.value)}
          />
        ) : null}
        <Button onClick={submit} disabled={!canSave} isLoading={save.isPending}>
          {t('groups.save')}
        </Button>
      </div>
      {groupId !== null ? (
        <Button
          variant="link"
          className="self-start"
          isLoading={remove.isPending}
          onClick={() =>
            remove.mutate(
              { groupId, talentId },
              {
                onSuccess: () => toast.success(t('groups.removed')),
                onError: (error) => toast.error(describeError(error)),
              },
            )
          }
        >
          {t('groups.remove')}
        </Button>
      ) : null}
    </Card>
  );
}
type Props = { talentId: number; groupId: number | null; groupName: string | null };
