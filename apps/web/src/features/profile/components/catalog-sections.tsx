import {
  EXPERIENCE_YEARS_MAX,
  PROFILE_MAX_JOB_ROLES,
  PROFILE_MAX_TECH_STACKS,
  PROFILE_TEXT_MAX,
} from '@app/contract/limits';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/use-lang';
import { useJobRoleCategories, useSkillCategories } from '../../../shared/catalog/get-catalog';
import { localizeName } from '../../../shared/catalog/localize-name';
import type { ProfileFormValues } from '../lib/profile-form';
import { NumberField, SelectField, TextField } from './fields';
import { RowsSection } from './rows-section';

/** Suggestions for a row's name, from the chosen catalogue category (any name may still be typed). */
function Suggestions({ id, names }: { id: string; names: readonly string[] }) {
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}

function JobRoleRow({ index }: { index: number }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const { control, getValues, setValue } = useFormContext<ProfileFormValues>();
  const categories = useJobRoleCategories();
  const categoryId = useWatch({ control, name: `jobRoles.${index}.categoryId` });
  const isRepresentative = useWatch({ control, name: `jobRoles.${index}.isRepresentative` });
  const category = categories.data?.find((c) => c.id === categoryId);
  const listId = `job-role-suggestions-${index}`;
  const markRepresentative = () => {
    getValues('jobRoles').forEach((_, i) => {
      setValue(`jobRoles.${i}.isRepresentative`, i === index, { shouldDirty: true });
    });
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name={`jobRoles.${index}.categoryId`}
        label={t('jobRoles.category')}
        numeric
        placeholder={categories.isPending ? t('catalogLoading') : t('basics.choose')}
        options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: localizeName(c, lang) }))}
      />
      <TextField
        name={`jobRoles.${index}.jobRole`}
        label={t('jobRoles.name')}
        hint={t('jobRoles.nameHint')}
        list={listId}
        maxLength={PROFILE_TEXT_MAX}
      />
      <Suggestions id={listId} names={(category?.jobRoles ?? []).map((r) => localizeName(r, lang))} />
      <NumberField
        name={`jobRoles.${index}.experienceYears`}
        label={t('jobRoles.years')}
        min={0}
        max={EXPERIENCE_YEARS_MAX}
      />
      <label className="flex items-center gap-2 self-end pb-2.5 text-sm font-medium text-slate-800">
        <input
          type="radio"
          name="representative-job-role"
          checked={isRepresentative}
          onChange={markRepresentative}
          className="size-4 accent-brand-600"
        />
        {t('jobRoles.representative')}
      </label>
    </div>
  );
}

export function JobRolesSection() {
  const { t } = useTranslation('profile');
  const { getValues, setValue } = useFormContext<ProfileFormValues>();
  return (
    <RowsSection
      name="jobRoles"
      title={t('jobRoles.title')}
      description={t('jobRoles.description')}
      addLabel={t('jobRoles.add')}
      emptyText={t('jobRoles.empty')}
      rowLabel={(index) => t('jobRoles.item', { n: index + 1 })}
      newRow={() => ({
        categoryId: undefined,
        jobRole: '',
        experienceYears: undefined,
        isRepresentative: getValues('jobRoles').length === 0,
      })}
      max={PROFILE_MAX_JOB_ROLES}
      onRemoved={() => {
        const roles = getValues('jobRoles');
        if (roles.length && !roles.some((r) => r.isRepresentative)) {
          setValue('jobRoles.0.isRepresentative', true, { shouldDirty: true });
        }
      }}
      renderRow={(index) => <JobRoleRow index={index} />}
    />
  );
}

function TechStackRow({ index }: { index: number }) {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const { control } = useFormContext<ProfileFormValues>();
  const categories = useSkillCategories();
  const categoryId = useWatch({ control, name: `techStacks.${index}.categoryId` });
  const category = categories.data?.find((c) => c.id === categoryId);
  const listId = `skill-suggestions-${index}`;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        name={`techStacks.${index}.categoryId`}
        label={t('techStacks.category')}
        numeric
        placeholder={categories.isPending ? t('catalogLoading') : t('basics.choose')}
        options={(categories.data ?? []).map((c) => ({ value: String(c.id), label: localizeName(c, lang) }))}
      />
      <TextField
        name={`techStacks.${index}.skill`}
        label={t('techStacks.name')}
        list={listId}
        maxLength={PROFILE_TEXT_MAX}
      />
      <Suggestions id={listId} names={(category?.skills ?? []).map((s) => localizeName(s, lang))} />
      <NumberField
        name={`techStacks.${index}.experienceYears`}
        label={t('techStacks.years')}
        min={0}
        max={EXPERIENCE_YEARS_MAX}
      />
    </div>
  );
}

export function TechStacksSection() {
  const { t } = useTranslation('profile');
  return (
    <RowsSection
      name="techStacks"
      title={t('techStacks.title')}
      description={t('techStacks.description')}
      addLabel={t('techStacks.add')}
      emptyText={t('techStacks.empty')}
      rowLabel={(index) => t('techStacks.item', { n: index + 1 })}
      newRow={() => ({ categoryId: undefined, skill: '', experienceYears: undefined })}
      max={PROFILE_MAX_TECH_STACKS}
      renderRow={(index) => <TechStackRow index={index} />}
    />
  );
}
