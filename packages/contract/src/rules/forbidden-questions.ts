/**
 * What the Fair Hiring Procedure Act (Art. 4-3) forbids an employer to ask for or collect: appearance, height,
 * weight, birthplace, marital status, property, and the education, occupation or property of parents, siblings or
 * children. A posting's texts are checked against these word lists in Korean and English before it is published.
 *
 * Korean words are matched as stems, so any particle or ending that follows them matches too (키를, 키가, 체중은,
 * 결혼 여부, 결혼하셨나요); single-syllable stems (키) only match when a particle or a unit follows, because they are
 * parts of many unrelated words (키워드, 키보드). Known compounds that only look alike (매출 신장, 지식재산) are skipped.
 * English words are matched on word boundaries with their plural and inflected forms.
 */

export const FORBIDDEN_QUESTION_CATEGORIES = [
  'APPEARANCE',
  'HEIGHT',
  'WEIGHT',
  'BIRTHPLACE',
  'MARITAL_STATUS',
  'PROPERTY',
  'FAMILY',
] as const;
export type ForbiddenQuestionCategory = (typeof FORBIDDEN_QUESTION_CATEGORIES)[number];

type Rule = { category: ForbiddenQuestionCategory; pattern: RegExp };

/** Korean stems (matched with whatever follows). */
const KOREAN_STEMS: Record<ForbiddenQuestionCategory, string[]> = {
  APPEARANCE: ['용모', '외모', '외형', '인상착의', '얼굴형', '신체조건', '신체 조건', '신체사항'],
  HEIGHT: ['신장', '신체 치수', '신체치수'],
  WEIGHT: ['체중', '몸무게'],
  BIRTHPLACE: ['출신지', '출신 지역', '출신지역', '출생지', '고향', '본적'],
  MARITAL_STATUS: [
    '결혼 여부',
    '결혼여부',
    '결혼 유무',
    '결혼유무',
    '혼인 여부',
    '혼인여부',
    '혼인 상태',
    '기혼',
    '미혼',
    '결혼하셨',
    '결혼 계획',
    '결혼계획',
    '배우자 유무',
    '배우자 직업',
    '배우자 정보',
  ],
  PROPERTY: ['재산', '자가 여부', '주택 소유', '주택소유', '부동산 보유', '자산 규모', '보유 자산'],
  FAMILY: [
    '가족관계',
    '가족 관계',
    '가족사항',
    '가족 사항',
    '부모님 직업',
    '부모 직업',
    '부모의 직업',
    '부모님의 직업',
    '부모 학력',
    '부모님 학력',
    '형제 학력',
    '형제자매',
    '자녀 학력',
    '부모의 학력',
    '부모님의 학력',
    '형제의 학력',
    '자녀의 학력',
    '부모 재산',
    '부모님 재산',
    '가족 직업',
  ],
};

/** Compounds that contain a stem but mean something else; the text is checked with these removed. */
const KOREAN_EXCEPTIONS = [
  '지식재산',
  '지적재산',
  '재산권 보호',
  '매출 신장',
  '매출신장',
  '실적 신장',
  '성장 신장',
  '신장률',
  '무형재산',
  '배우자 출산휴가',
  '배우자출산휴가',
  // Business and medical words: revenue "size", a shop opening, kidneys, property tax, a hometown-donation programme.
  '매출 외형',
  '외형 성장',
  '외형 확대',
  '외형적',
  '신장개업',
  '신장 개업',
  '신장내과',
  '신장염',
  '신장 질환',
  '신장 이식',
  '재산세',
  '고향사랑',
  // "본 적 있다" (have seen) is often written 본적.
  '본적 있',
  '본적이 있',
  '본적 없',
  '본적이 없',
  // 키 as a key in software: API 키를 발급, 암호화 키가 유출.
  'API 키',
  '암호화 키',
  '인증 키',
  '비밀 키',
  '개인 키',
  '공개 키',
  '시크릿 키',
  '액세스 키',
  'SSH 키',
  '라이선스 키',
  '기본 키',
  '외래 키',
  '파티션 키',
  '캐시 키',
];

/** 키 (height) only with a particle, a unit or its usual partner after it: 키를, 키가, 키 (cm), 키170, 키/체중. */
const KOREAN_HEIGHT = /(^|[^가-힣])키(?:를|가|는|도|와|나|\s*\(?\s*cm|\s*\d|\s*[,·/]\s*(?:체중|몸무게))/u;

/** English words and phrases (case-insensitive, on word boundaries, with their inflections). */
const ENGLISH: Record<ForbiddenQuestionCategory, string[]> = {
  APPEARANCE: ['appearance', 'good[- ]looking', 'physical features?', 'photo of your (?:face|body)'],
  HEIGHT: ['height', 'how tall', 'tall(?:er)? than'],
  WEIGHT: ['weight', 'how much (?:do )?you weigh', 'body mass', 'bmi'],
  BIRTHPLACE: ['birth ?place', 'place of birth', 'home ?town', 'where (?:you were|were you) born', 'native region'],
  MARITAL_STATUS: ['marital status', 'married', 'single or married', 'spouse', 'wedding plans?', 'civil status'],
  PROPERTY: [
    'property',
    'properties',
    '(?:personal|your|family) assets',
    'net worth',
    'home ownership',
    'own (?:a|your) home',
  ],
  FAMILY: [
    "parents'? (?:education|occupations?|jobs?|property|income)",
    "(?:siblings|brothers|sisters|children)'?s? (?:education|occupations?|jobs?|property|income)",
    'family (?:background|details|members|occupations?|status)',
  ],
};

/** English phrases that only look alike (intellectual property, "weight" of a factor). */
const ENGLISH_EXCEPTIONS = [
  'intellectual property',
  'property management',
  'propert(?:y|ies) of the (?:system|code|model)',
  'css propert(?:y|ies)',
  'weighted',
  'weight of evidence',
  'lightweight',
  'heavyweight',
  'new heights',
  'appearance of the (?:product|ui|app)',
  // Machine learning, CSS and software: model weights, Weights & Biases, line-height, property-based tests.
  '(?:model|network|neural network) weights',
  'weights (?:&|and) biases',
  'weight decay',
  'font[- ]weight',
  '(?:line|min|max|row)[- ]height',
  'property[- ]based',
  'propert(?:y|ies) files?',
  'propert(?:y|ies) (?:listings?|platforms?|tech|technology|search)',
];

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const RULES: Rule[] = [
  ...FORBIDDEN_QUESTION_CATEGORIES.flatMap((category) =>
    KOREAN_STEMS[category].map((stem) => ({
      category,
      pattern: new RegExp(escapeRegex(stem).replace(/ /g, '\\s*'), 'u'),
    })),
  ),
  { category: 'HEIGHT', pattern: KOREAN_HEIGHT },
  ...FORBIDDEN_QUESTION_CATEGORIES.flatMap((category) =>
    ENGLISH[category].map((word) => ({ category, pattern: new RegExp(`\\b${word}(?:s|es|ed|ing)?\\b`, 'i') })),
  ),
];

const EXCEPTIONS = [
  ...KOREAN_EXCEPTIONS.map((s) => new RegExp(escapeRegex(s).replace(/ /g, '\\s*'), 'giu')),
  ...ENGLISH_EXCEPTIONS.map((s) => new RegExp(`\\b${s}\\b`, 'gi')),
];

export type ForbiddenQuestionFinding = {
  /** The posting field the words were found in. */
  field: string;
  category: ForbiddenQuestionCategory;
  /** The words as written in the text (trimmed of the particle or unit that made them match). */
  term: string;
};

/** Blanks out the look-alike compounds so their stems do not match. */
function withoutExceptions(text: string) {
  return EXCEPTIONS.reduce((t, re) => t.replace(re, (m) => ' '.repeat(m.length)), text);
}

/** The forbidden questions in one text: one finding per category and term, in the order they appear. */
export function findForbiddenQuestions(text: string, field = 'text'): ForbiddenQuestionFinding[] {
  const clean = withoutExceptions(text.normalize('NFC'));
  const found: (ForbiddenQuestionFinding & { at: number })[] = [];
  for (const rule of RULES) {
    const match = rule.pattern.exec(clean);
    if (!match) continue;
    const isHeight = rule.pattern === KOREAN_HEIGHT;
    const term = (isHeight ? '키' : match[0]).trim();
    const at = match.index + (isHeight ? (match[1] ?? '').length : 0);
    if (!found.some((f) => f.category === rule.category && f.term.toLowerCase() === term.toLowerCase())) {
      found.push({ field, category: rule.category, term, at });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _, ...f }) => f);
}

/** Every finding in a posting's texts, field by field (null and empty fields are skipped). */
export function findForbiddenQuestionsIn(fields: Record<string, string | null | undefined>) {
  return Object.entries(fields).flatMap(([field, text]) => (text ? findForbiddenQuestions(text, field) : []));
}

/** The posting texts an applicant reads (and could be asked something in). */
export const POSTING_CHECKED_FIELDS = [
  'title',
  'businessOverview',
  'mainDuties',
  'requiredQualification',
  'preferredQualification',
  'otherDetails',
  'hiringProcess',
] as const;

/** The findings in a posting: what the server returns and the editor shows as the company types. */
export function postingForbiddenQuestions(
  posting: Partial<Record<(typeof POSTING_CHECKED_FIELDS)[number], string | null>>,
) {
  return findForbiddenQuestionsIn(Object.fromEntries(POSTING_CHECKED_FIELDS.map((f) => [f, posting[f]])));
}
