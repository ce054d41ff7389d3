import { useTranslation } from 'react-i18next';

/** 0..n months split for display: `{ years: 2, months: 3 }`. */
export function splitMonths(total: number): { years: number; months: number } {
  return { years: Math.floor(total / 12), months: total % 12 };
}

/** 27 → "2 yrs 3 mos" / "2년 3개월" (needs the `profile` namespace). */
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
