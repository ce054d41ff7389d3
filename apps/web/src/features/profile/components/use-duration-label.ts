import { useTranslation } from 'react-i18next';
import { splitMonths } from '../lib/profile-form';

/** 27 → "2 yrs 3 mos" / "2년 3개월". */
export function useDurationLabel() {
  const { t } = useTranslation('profile');
  return (total: number) => {
    const { years, months } = splitMonths(total);
    if (years && months) return t('duration.yearsMonths', { years, months });
    if (years) return t('duration.years', { years });
    if (months) return t('duration.months', { months });
    return t('duration.lessThanMonth');
  };
}
