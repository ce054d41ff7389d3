import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { Combobox } from '../../../components/ui/combobox';
import { useLang } from '../../../lib/use-lang';
import { useCountries } from '../../company/api/get-countries';
import { countryOptions } from '../../company/lib/countries';
import { SEEKING_STATUS_VALUES, type TalentFilters } from '../lib/search-params';

type Props = { filters: TalentFilters; onChange: (next: TalentFilters) => void };

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The talent filters; every change goes straight into the URL (and back to page 1). */
export function TalentSearchFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('talents');
  const lang = useLang();
  const countries = useCountries();
  const set = (change: Partial<TalentFilters>) => onChange({ ...filters, ...change, page: 1 });
  const countryList = useMemo(
    () => [{ value: '', label: t('search.anyCountry') }, ...countryOptions(countries.data ?? [], lang)],
    [countries.data, lang, t],
  );
  return (
    <div className="flex flex-col gap-6">
      <Group legend={t('search.country')}>
        <Combobox
          value={filters.country}
          onValueChange={(country) => set({ country })}
          options={countryList}
          emptyText={t('search.noMatch')}
          aria-describedby={undefined}
          name="country"
        />
      </Group>
      <Group legend={t('search.status')}>
        {SEEKING_STATUS_VALUES.map((status) => (
          <Checkbox
            key={status}
            label={t(`status.${status}`)}
            checked={filters.jobSeekingStatus.includes(status)}
            onCheckedChange={(on) =>
              set({
                jobSeekingStatus: on
                  ? [...filters.jobSeekingStatus, status]
                  : filters.jobSeekingStatus.filter((s) => s !== status),
              })
            }
          />
        ))}
      </Group>
      <Group legend={t('search.offers')}>
        <Checkbox
          label={t('search.openToOffersOnly')}
          checked={filters.openToOffersOnly}
          onCheckedChange={(openToOffersOnly) => set({ openToOffersOnly })}
        />
      </Group>
    </div>
  );
}
