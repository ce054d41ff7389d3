import {
  GPA_MAX,
  PROFILE_DESCRIPTION_MAX,
  PROFILE_MAX_CERTIFICATES,
  PROFILE_MAX_EDUCATIONS,
  PROFILE_MAX_PROJECTS,
  PROFILE_MAX_URLS,
  PROFILE_MAX_WORK_EXPERIENCES,
  PROFILE_TEXT_MAX,
  PROFILE_URL_MAX,
  PROJECT_LINKS_MAX,
  PROJECT_ROLE_MAX,
  WORK_DESCRIPTION_MAX,
} from '@app/contract/limits';
import { DEGREES, PROFILE_URL_TYPES } from '@app/contract/schemas/profile';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDurationLabel } from '../../../shared/format/use-duration-label';
import type { ProfileFormValues } from '../lib/profile-form';
import { durationOf, padLinks } from '../lib/profile-form';
import { MonthField, NumberField, SelectField, TextareaField, TextField } from './fields';
import { RowsSection } from './rows-section';

export function EducationsSection() {
  const { t } = useTranslation('profile');
  const degreeOptions = DEGREES.map((value) => ({ value, label: t(`degree.${value}`) }));
  return (
    <RowsSection
      name="educations"
      title={t('educations.title')}
      addLabel={t('educations.add')}
      emptyText={t('educations.empty')}
      rowLabel={(index) => t('educations.item', { n: index + 1 })}
      newRow={() => ({
        schoolName: '',
        entranceDate: '',
        graduationDate: '',
        degree: '',
        location: '',
        major: '',
        gpa: null,
      })}
      max={PROFILE_MAX_EDUCATIONS}
      renderRow={(index) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name={`educations.${index}.schoolName`}
            label={t('educations.schoolName')}
            maxLength={PROFILE_TEXT_MAX}
          />
          <SelectField
            name={`educations.${index}.degree`}
            label={t('educations.degree')}
            options={degreeOptions}
            placeholder={t('basics.choose')}
          />
          <TextField name={`educations.${index}.major`} label={t('educations.major')} maxLength={PROFILE_TEXT_MAX} />
          <TextField
            name={`educations.${index}.location`}
            label={t('educations.location')}
            maxLength={PROFILE_TEXT_MAX}
          />
          <MonthField name={`educations.${index}.entranceDate`} label={t('educations.entranceDate')} />
          <MonthField
            name={`educations.${index}.graduationDate`}
            label={t('educations.graduationDate')}
            hint={t('educations.graduationHint')}
            isOptional
          />
          <NumberField
            name={`educations.${index}.gpa`}
            label={t('educations.gpa')}
            hint={t('educations.gpaHint', { max: GPA_MAX })}
            isOptional
            step={0.01}
            min={0}
            max={GPA_MAX}
          />
        </div>
      )}
    />
  );
}

function WorkDuration({ index }: { index: number }) {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<ProfileFormValues>();
  const [start, end] = useWatch({
    control,
    name: [`workExperiences.${index}.startDate`, `workExperiences.${index}.endDate`],
  });
  const label = useDurationLabel();
  const months = durationOf(start, end);
  if (months === null) return null;
  return (
    <p className="text-sm text-slate-600 sm:col-span-2" aria-live="polite">
      {t('work.duration', { value: label(months) })}
      {end ? null : ` · ${t('work.current')}`}
    </p>
  );
}

export function WorkSection() {
  const { t } = useTranslation('profile');
  return (
    <RowsSection
      name="workExperiences"
      title={t('work.title')}
      addLabel={t('work.add')}
      emptyText={t('work.empty')}
      rowLabel={(index) => t('work.item', { n: index + 1 })}
      newRow={() => ({ companyName: '', startDate: '', endDate: '', position: '', description: '' })}
      max={PROFILE_MAX_WORK_EXPERIENCES}
      renderRow={(index) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name={`workExperiences.${index}.companyName`}
            label={t('work.companyName')}
            maxLength={PROFILE_TEXT_MAX}
          />
          <TextField
            name={`workExperiences.${index}.position`}
            label={t('work.position')}
            maxLength={PROFILE_TEXT_MAX}
          />
          <MonthField name={`workExperiences.${index}.startDate`} label={t('work.startDate')} />
          <MonthField
            name={`workExperiences.${index}.endDate`}
            label={t('work.endDate')}
            hint={t('work.endHint')}
            isOptional
          />
          <WorkDuration index={index} />
          <TextareaField
            name={`workExperiences.${index}.description`}
            label={t('work.descriptionLabel')}
            hint={t('work.descriptionHint')}
            maxLength={WORK_DESCRIPTION_MAX}
            isOptional
            className="sm:col-span-2"
          />
        </div>
      )}
    />
  );
}

export function ProjectsSection() {
  const { t } = useTranslation('profile');
  return (
    <RowsSection
      name="projects"
      title={t('projects.title')}
      description={t('projects.description')}
      addLabel={t('projects.add')}
      emptyText={t('projects.empty')}
      rowLabel={(index) => t('projects.item', { n: index + 1 })}
      newRow={() => ({ projectName: '', startDate: '', endDate: '', description: '', role: '', links: padLinks([]) })}
      max={PROFILE_MAX_PROJECTS}
      reorderable
      renderRow={(index) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name={`projects.${index}.projectName`}
            label={t('projects.projectName')}
            maxLength={PROFILE_TEXT_MAX}
            className="sm:col-span-2"
          />
          <MonthField name={`projects.${index}.startDate`} label={t('projects.startDate')} />
          <MonthField
            name={`projects.${index}.endDate`}
            label={t('projects.endDate')}
            hint={t('projects.endHint')}
            isOptional
          />
          <TextField
            name={`projects.${index}.role`}
            label={t('projects.role')}
            maxLength={PROJECT_ROLE_MAX}
            isOptional
            className="sm:col-span-2"
          />
          <TextareaField
            name={`projects.${index}.description`}
            label={t('projects.descriptionLabel')}
            maxLength={PROFILE_DESCRIPTION_MAX}
            className="sm:col-span-2"
          />
          <ProjectLinks index={index} />
        </div>
      )}
    />
  );
}

/** The project's link inputs (http or https addresses; blanks are left out). */
function ProjectLinks({ index }: { index: number }) {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<ProfileFormValues>();
  const links = useWatch({ control, name: `projects.${index}.links` }) ?? [];
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('projects.links')}</legend>
      {links.slice(0, PROJECT_LINKS_MAX).map((_, n) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: the inputs are positions, not items
          key={n}
          name={`projects.${index}.links.${n}`}
          label={t('projects.linkN', { n: n + 1 })}
          maxLength={PROFILE_URL_MAX}
          type="url"
          isOptional
        />
      ))}
    </fieldset>
  );
}

export function CertificatesSection() {
  const { t } = useTranslation('profile');
  return (
    <RowsSection
      name="certificates"
      title={t('certificates.title')}
      addLabel={t('certificates.add')}
      emptyText={t('certificates.empty')}
      rowLabel={(index) => t('certificates.item', { n: index + 1 })}
      newRow={() => ({ issueDate: '', certName: '', issueOrganization: '' })}
      max={PROFILE_MAX_CERTIFICATES}
      renderRow={(index) => (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            name={`certificates.${index}.certName`}
            label={t('certificates.certName')}
            maxLength={PROFILE_TEXT_MAX}
          />
          <TextField
            name={`certificates.${index}.issueOrganization`}
            label={t('certificates.issueOrganization')}
            maxLength={PROFILE_TEXT_MAX}
          />
          <MonthField name={`certificates.${index}.issueDate`} label={t('certificates.issueDate')} />
        </div>
      )}
    />
  );
}

export function LinksSection() {
  const { t } = useTranslation('profile');
  const typeOptions = PROFILE_URL_TYPES.map((value) => ({ value, label: t(`linkType.${value}`) }));
  return (
    <RowsSection
      name="profileUrls"
      title={t('links.title')}
      addLabel={t('links.add')}
      emptyText={t('links.empty')}
      rowLabel={(index) => t('links.item', { n: index + 1 })}
      newRow={() => ({ type: '', url: '' })}
      max={PROFILE_MAX_URLS}
      renderRow={(index) => (
        <div className="grid gap-4 sm:grid-cols-[200px_1fr]">
          <SelectField
            name={`profileUrls.${index}.type`}
            label={t('links.type')}
            options={typeOptions}
            placeholder={t('basics.choose')}
          />
          <TextField
            name={`profileUrls.${index}.url`}
            type="url"
            label={t('links.url')}
            maxLength={PROFILE_URL_MAX}
            autoComplete="url"
          />
        </div>
      )}
    />
  );
}
