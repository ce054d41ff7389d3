import type { TalentProfileView as View } from '@app/contract/schemas/profile';
import type { CurrentUser } from '@app/contract/schemas/user';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';
import { formatName, initialsOf } from '../../../lib/names';
import { useLocalizedPath } from '../../../lib/use-lang';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCatalogueNames } from '../../../shared/catalog/catalogue-names';
import { useCountryName } from '../../../shared/countries/use-country-name';
import { isNotVerifiedError, VerificationRequiredNotice } from '../../../shared/organization/verification-required';
import { ProfileSkeleton } from '../../../shared/profile/profile-skeleton';
import { JOB_SEEKING_STATUS_TONES } from '../../../shared/status/status-tones';
import { useTalentView } from '../api/get-talent-view';
import { HistorySections } from './history-sections';

/** The rendered profile, as a company sees it, in the page language. */
export function TalentProfileView({ talentId, viewer }: { talentId: number; viewer: CurrentUser }) {
  const { t } = useTranslation('profile');
  const to = useLocalizedPath();
  const view = useTalentView(talentId);
  const name = view.data ? formatName(view.data.firstName, view.data.lastName) : null;
  usePageTitle(name ?? t('view.title'));
  const isOwn = viewer.id === talentId;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {isOwn ? (
        <Alert tone="info">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p>{t('view.ownNote')}</p>
            <Link
              to={to('/talent/mypage/profile-register')}
              className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'self-start' })}
            >
              {t('view.edit')}
            </Link>
          </div>
        </Alert>
      ) : null}
      {view.isPending ? <ProfileSkeleton cards={3} /> : null}
      {view.isError ? (
        isNotVerifiedError(view.error) ? (
          <VerificationRequiredNotice />
        ) : isApiError(view.error) && (view.error.status === 404 || view.error.status === 403) ? (
          <ErrorState title={t('view.notFound')} />
        ) : (
          <ErrorState
            title={t('view.loadError')}
            body={describeError(view.error)}
            onRetry={() => void view.refetch()}
          />
        )
      ) : null}
      {view.data ? (
        <>
          <ProfileHeader data={view.data} />
          <HistorySections data={view.data} />
        </>
      ) : null}
    </div>
  );
}

export function ProfileHeader({ data }: { data: View }) {
  const { t } = useTranslation('profile');
  const countryName = useCountryName();
  const place = [data.profile.city, data.profile.country ? countryName(data.profile.country) : null]
    .filter(Boolean)
    .join(', ');
  const representative = data.jobRoles.find((r) => r.isRepresentative) ?? data.jobRoles[0];
  const names = useCatalogueNames();
  const photo = data.profile.profileImgUrl ?? data.imageUrl;
  const status = data.profile.jobSeekingStatus;
  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-start">
      {photo ? (
        <img
          src={photo}
          alt={t('photo.alt')}
          width={96}
          height={96}
          className="size-24 shrink-0 rounded-full border border-slate-200 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700"
        >
          {initialsOf(data.firstName, data.lastName)}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">
            {formatName(data.firstName, data.lastName)}
          </h1>
          {representative ? (
            <p className="mt-1 text-slate-700">
              {names.jobTitle(representative.jobRole)} ·{' '}
              {t('view.yearsShort', { years: representative.experienceYears })}
            </p>
          ) : null}
          {place ? <p className="mt-1 text-sm text-slate-500">{place}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {status ? <Badge tone={JOB_SEEKING_STATUS_TONES[status]}>{t(`status.${status}`)}</Badge> : null}
          <Badge tone={data.profile.isJobOffersAcceptable ? 'success' : 'neutral'}>
            {data.profile.isJobOffersAcceptable ? t('view.offersYes') : t('view.offersNo')}
          </Badge>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">{t('view.about')}</h2>
          <p className="mt-1 text-sm leading-6 whitespace-pre-line text-slate-700">
            {data.profile.introduction || t('view.noIntroduction')}
          </p>
        </div>
      </div>
    </Card>
  );
}
