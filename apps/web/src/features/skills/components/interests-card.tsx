import { INTEREST_MAX_ITEMS } from '@app/contract/limits';
import type { InterestCategories } from '@app/contract/schemas/account';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MultiCombobox } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/form-errors';
import { useLang } from '../../../lib/use-lang';
import { useJobRoleCategories, useSkillCategories } from '../../../shared/catalog/get-catalog';
import { useUpdateInterests } from '../api/interests';
import { catalogOptions, sameIds } from '../lib/interest-options';

/** The skills and job roles a talent wants to work in, picked from the catalogue as chips. */
export function InterestsCard({ userId, initial }: { userId: number; initial: InterestCategories }) {
  const { t } = useTranslation('skills');
  const lang = useLang();
  const skills = useSkillCategories();
  const jobRoles = useJobRoleCategories();
  const update = useUpdateInterests(userId);
  const [skillIds, setSkillIds] = useState(() => initial.interestedSkills.map((i) => String(i.id)));
  const [roleIds, setRoleIds] = useState(() => initial.interestedJobRoles.map((i) => String(i.id)));
  const skillOptions = useMemo(
    () => catalogOptions(skills.data?.map((c) => ({ ...c, items: c.skills })) ?? [], lang),
    [skills.data, lang],
  );
  const roleOptions = useMemo(
    () => catalogOptions(jobRoles.data?.map((c) => ({ ...c, items: c.jobRoles })) ?? [], lang),
    [jobRoles.data, lang],
  );
  const savedSkills = update.data?.interestedSkills ?? initial.interestedSkills;
  const savedRoles = update.data?.interestedJobRoles ?? initial.interestedJobRoles;
  const isDirty = !sameIds(skillIds, savedSkills) || !sameIds(roleIds, savedRoles);

  const save = () => {
    update.mutate(
      {
        interestedSkills: skillIds.map((id) => ({ id: Number(id) })),
        interestedJobRoles: roleIds.map((id) => ({ id: Number(id) })),
      },
      { onSuccess: () => toast.success(t('interests.saved')) },
    );
  };

  const common = {
    emptyText: t('interests.noMatches'),
    removeLabel: (label: string) => t('interests.remove', { label }),
    max: INTEREST_MAX_ITEMS,
  };
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <section aria-labelledby="interests-title" className="flex flex-col gap-5">
        <div>
          <h2 id="interests-title" className="text-lg font-semibold text-slate-900">
            {t('interests.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-500">{t('interests.description')}</p>
        </div>
        {skills.isError || jobRoles.isError ? <Alert>{t('catalogError')}</Alert> : null}
        {update.isError ? <Alert>{describeError(update.error)}</Alert> : null}
        <FormField label={t('interests.skills')} hint={t('interests.hint', { max: INTEREST_MAX_ITEMS })}>
          {(control) => (
            <MultiCombobox
              {...common}
              id={control.id}
              aria-describedby={control['aria-describedby']}
              values={skillIds}
              onValuesChange={setSkillIds}
              options={skillOptions}
              placeholder={t('interests.skillsPlaceholder')}
            />
          )}
        </FormField>
        <FormField label={t('interests.jobRoles')} hint={t('interests.hint', { max: INTEREST_MAX_ITEMS })}>
          {(control) => (
            <MultiCombobox
              {...common}
              id={control.id}
              aria-describedby={control['aria-describedby']}
              values={roleIds}
              onValuesChange={setRoleIds}
              options={roleOptions}
              placeholder={t('interests.jobRolesPlaceholder')}
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {isDirty ? t('interests.unsaved') : null}
          </p>
          <Button onClick={save} isLoading={update.isPending} disabled={!isDirty}>
            {t('interests.save')}
          </Button>
        </div>
      </section>
    </Card>
  );
}
