import { type ReactNode, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ChevronDownIcon, CloseIcon } from '../../../components/ui/icons';
import { isRowFilled, type ListName, type ProfileFormValues } from '../lib/profile-form';
import { useFieldError } from './fields';
import { SectionCard } from './section-card';

type Row = ProfileFormValues[ListName][number];

type RowsSectionProps = {
  name: ListName;
  title: string;
  description?: string;
  addLabel: string;
  emptyText: string;
  /** "Education 2": names the row for its buttons and the removal question. */
  rowLabel: (index: number) => string;
  newRow: () => Row;
  max: number;
  reorderable?: boolean;
  renderRow: (index: number) => ReactNode;
  /** Called after a row is removed (job roles keep one representative). */
  onRemoved?: () => void;
};

/** A card of repeatable rows: add, remove (asking first when the row has content) and, optionally, reorder. */
export function RowsSection(props: RowsSectionProps) {
  const { name, title, description, addLabel, emptyText, rowLabel, newRow, max, reorderable, renderRow } = props;
  const { t } = useTranslation('profile');
  const { control, getValues } = useFormContext<ProfileFormValues>();
  const { fields, append, remove, swap } = useFieldArray({ control, name: name as 'educations' });
  const [pendingRemoval, setPendingRemoval] = useState<number | null>(null);
  const listError = useFieldError(name);
  const idOf = (index: number, action: string) => `${name}-${index}-${action}`;

  const doRemove = (index: number) => {
    remove(index);
    props.onRemoved?.();
    setPendingRemoval(null);
    requestAnimationFrame(() => document.getElementById(`${name}-add`)?.focus());
  };
  const askRemove = (index: number) => {
    if (isRowFilled(getValues(`${name}.${index}`) as object)) setPendingRemoval(index);
    else doRemove(index);
  };
  const move = (index: number, step: -1 | 1) => {
    swap(index, index + step);
    const target = index + step;
    // Keep the keyboard on the same button of the moved row (or the other one at the list's edge).
    const edge = step === -1 ? target === 0 : target === fields.length - 1;
    const action = edge ? (step === -1 ? 'down' : 'up') : step === -1 ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(idOf(target, action))?.focus());
  };
  const add = () => {
    append(newRow() as never, { shouldFocus: true });
  };

  return (
    <SectionCard id={`section-${name}`} title={title} description={description}>
      {listError ? (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      ) : null}
      {fields.length === 0 ? <p className="text-sm text-slate-500">{emptyText}</p> : null}
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
            <fieldset className="min-w-0">
              <legend className="sr-only">{rowLabel(index)}</legend>
              <div className="mb-3 flex items-center justify-between gap-2">
                <p aria-hidden="true" className="text-sm font-semibold text-slate-800">
                  {rowLabel(index)}
                </p>
                <div className="flex items-center gap-1">
                  {reorderable ? (
                    <>
                      <Button
                        id={idOf(index, 'up')}
                        variant="ghost"
                        size="sm"
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={t('row.moveUp', { name: rowLabel(index) })}
                      >
                        <ChevronDownIcon width={16} height={16} className="rotate-180" />
                      </Button>
                      <Button
                        id={idOf(index, 'down')}
                        variant="ghost"
                        size="sm"
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={t('row.moveDown', { name: rowLabel(index) })}
                      >
                        <ChevronDownIcon width={16} height={16} />
                      </Button>
                    </>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => askRemove(index)}
                    aria-label={t('row.remove', { name: rowLabel(index) })}
                  >
                    <CloseIcon width={16} height={16} />
                    <span className="hidden sm:inline">{t('remove.confirm')}</span>
                  </Button>
                </div>
              </div>
              {renderRow(index)}
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button id={`${name}-add`} variant="secondary" size="sm" onClick={add} disabled={fields.length >= max}>
          + {addLabel}
        </Button>
        {fields.length >= max ? <span className="text-sm text-slate-500">{t('row.limit', { max })}</span> : null}
      </div>
      <ConfirmDialog
        open={pendingRemoval !== null}
        onOpenChange={(open) => !open && setPendingRemoval(null)}
        title={t('remove.title')}
        body={pendingRemoval !== null ? t('remove.body', { name: rowLabel(pendingRemoval) }) : undefined}
        confirmLabel={t('remove.confirm')}
        cancelLabel={t('remove.cancel')}
        onConfirm={() => pendingRemoval !== null && doRemove(pendingRemoval)}
      />
    </SectionCard>
  );
}
