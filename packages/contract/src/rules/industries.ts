/**
 * The industries a company may name, with their names in both languages: the web shows them and the server puts both
 * into the company's search text, so 게임 finds a company filed under Games and Finance one under 금융·핀테크.
 */
export const INDUSTRY_NAMES = {
  IT_SOFTWARE: { en: 'IT & software', ko: 'IT·소프트웨어' },
  GAMES: { en: 'Games', ko: '게임' },
  COMMERCE: { en: 'E-commerce & retail', ko: '커머스·유통' },
  FINANCE: { en: 'Finance & fintech', ko: '금융·핀테크' },
  SEMICONDUCTORS: { en: 'Semiconductors & electronics', ko: '반도체·전자' },
  MANUFACTURING: { en: 'Manufacturing', ko: '제조' },
  MEDIA: { en: 'Media & content', ko: '미디어·콘텐츠' },
  EDUCATION: { en: 'Education', ko: '교육' },
  HEALTHCARE: { en: 'Healthcare & bio', ko: '의료·바이오' },
  MOBILITY: { en: 'Mobility & logistics', ko: '모빌리티·물류' },
  CONSULTING: { en: 'Consulting & services', ko: '컨설팅·서비스' },
  OTHER: { en: 'Other', ko: '기타' },
} as const satisfies Record<string, { en: string; ko: string }>;

export type Industry = keyof typeof INDUSTRY_NAMES;
export const INDUSTRIES = Object.keys(INDUSTRY_NAMES) as [Industry, ...Industry[]];

export function industryName(industry: Industry, lang: 'en' | 'ko'): string {
  return INDUSTRY_NAMES[industry][lang];
}
