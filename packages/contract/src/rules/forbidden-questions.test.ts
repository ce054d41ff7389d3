import { describe, expect, it } from 'vitest';
import { FORBIDDEN_QUESTION_CATEGORIES, findForbiddenQuestions, findForbiddenQuestionsIn } from './forbidden-questions';

/** The categories found, each once, in the order of the law's list. */
const categories = (text: string) => [...new Set(findForbiddenQuestions(text).map((f) => f.category))].sort(byLaw);
const byLaw = (a: string, b: string) =>
  FORBIDDEN_QUESTION_CATEGORIES.indexOf(a as never) - FORBIDDEN_QUESTION_CATEGORIES.indexOf(b as never);
const terms = (text: string) => findForbiddenQuestions(text).map((f) => f.term);

describe('findForbiddenQuestions: Korean', () => {
  it.each([
    ['지원서에 키를 적어 주세요', 'HEIGHT', '키'],
    ['키가 170 이상인 분', 'HEIGHT', '키'],
    ['키(cm)와 체중(kg)을 기재', 'HEIGHT', '키'],
    ['신장 175cm 이상', 'HEIGHT', '신장'],
    ['체중을 알려 주세요', 'WEIGHT', '체중'],
    ['몸무게는 선택 사항입니다', 'WEIGHT', '몸무게'],
    ['결혼 여부를 기재해 주세요', 'MARITAL_STATUS', '결혼 여부'],
    ['결혼여부 및 자녀 수', 'MARITAL_STATUS', '결혼여부'],
    ['결혼하셨나요?', 'MARITAL_STATUS', '결혼하셨'],
    ['출신지를 적어 주세요', 'BIRTHPLACE', '출신지'],
    ['출신 지역 우대', 'BIRTHPLACE', '출신 지역'],
    ['본적과 주소', 'BIRTHPLACE', '본적'],
    ['재산 현황을 제출', 'PROPERTY', '재산'],
    ['가족관계증명서 제출', 'FAMILY', '가족관계'],
    ['가족 관계를 기재', 'FAMILY', '가족 관계'],
    ['부모님 직업을 적어 주세요', 'FAMILY', '부모님 직업'],
    ['용모 단정한 분', 'APPEARANCE', '용모'],
    ['외모가 중요한 직무', 'APPEARANCE', '외모'],
  ])('%s → %s', (text, category, term) => {
    const found = findForbiddenQuestions(text);
    expect(found).toContainEqual({ field: 'text', category, term });
  });

  it('finds several categories in one text', () => {
    expect(categories('키, 체중, 결혼 여부, 출신지, 재산, 가족관계를 기재해 주세요')).toEqual([
      'HEIGHT',
      'WEIGHT',
      'BIRTHPLACE',
      'MARITAL_STATUS',
      'PROPERTY',
      'FAMILY',
    ]);
  });

  it('does not flag look-alike words', () => {
    expect(findForbiddenQuestions('키워드 검색과 API 키 관리, 키보드 단축키')).toEqual([]);
    expect(findForbiddenQuestions('매출 신장에 기여한 경험, 지식재산권 업무')).toEqual([]);
    expect(findForbiddenQuestions('함께 배우자! 성장하는 팀')).toEqual([]);
    expect(findForbiddenQuestions('사진, 현재 주소, 출신 학교는 기재할 수 있습니다')).toEqual([]);
  });
});

describe('findForbiddenQuestions: English', () => {
  it.each([
    ['Please state your height and weight.', ['HEIGHT', 'WEIGHT']],
    ['Marital status (optional)', ['MARITAL_STATUS']],
    ['Are you married?', ['MARITAL_STATUS']],
    ['Your place of birth', ['BIRTHPLACE']],
    ['Hometown and birthplace', ['BIRTHPLACE']],
    ['List any property you own', ['PROPERTY']],
    ["Your parents' occupations", ['FAMILY']],
    ['Tell us about your family background', ['FAMILY']],
    ['A pleasant appearance is required', ['APPEARANCE']],
    ['HEIGHT: ___ cm', ['HEIGHT']],
  ])('%s', (text, expected) => {
    expect(categories(text)).toEqual(expected);
  });

  it('does not flag look-alike phrases', () => {
    expect(findForbiddenQuestions('Intellectual property law; a lightweight, weighted scoring model')).toEqual([]);
    expect(findForbiddenQuestions('Help us reach new heights with an attractive salary')).toEqual([]);
  });

  it('names the words as written', () => {
    expect(terms('Weight and HEIGHT')).toEqual(['Weight', 'HEIGHT']);
  });
});

describe('findForbiddenQuestions: particles, endings and inflections', () => {
  it.each([
    ['체중은 선택 사항', 'WEIGHT'],
    ['몸무게를 적어 주세요', 'WEIGHT'],
    ['신장이 180 이상', 'HEIGHT'],
    ['키도 적어 주세요', 'HEIGHT'],
    ['키는 몇인가요', 'HEIGHT'],
    ['키 180 이상', 'HEIGHT'],
    ['키·몸무게', 'HEIGHT'],
    ['재산을 기재', 'PROPERTY'],
    ['고향이 어디인가요', 'BIRTHPLACE'],
    ['외모는 중요하지 않지만', 'APPEARANCE'],
    ['혼인 여부는 필수', 'MARITAL_STATUS'],
    ['기혼자 우대', 'MARITAL_STATUS'],
    ['부모님의 학력', 'FAMILY'],
    ['자녀의 학력을 적어 주세요', 'FAMILY'],
    ['spouses and children', 'MARITAL_STATUS'],
    ['Heights are measured', 'HEIGHT'],
    ['Hometowns of applicants', 'BIRTHPLACE'],
    ['Properties you own', 'PROPERTY'],
  ])('%s → %s', (text, category) => {
    expect(categories(text)).toContain(category);
  });
});

describe('findForbiddenQuestions: ordinary words of job postings', () => {
  it.each([
    '매출 외형 성장을 이끈 경험',
    '신장개업 매장 운영 경험',
    '신장내과 간호사 모집',
    '재산세 신고 업무',
    '고향사랑기부제 업무 담당',
    '사용해 본적 있는 분 우대',
    'API 키를 발급하고 api 키가 유출되지 않게 관리',
    '암호화 키는 KMS에 보관',
    '무게 중심을 잡는 리더',
    'Weights & Biases로 실험 관리',
    'Tune model weights and biases; weight decay',
    'CSS line-height and font-weight',
    'Experience with property-based testing and Java properties files',
    'A multi-tenant property listing platform',
    'Single sign-on, a single source of truth',
    'A family of products built on feature flags',
    'API key rotation and high availability',
  ])('%s', (text) => {
    expect(findForbiddenQuestions(text)).toEqual([]);
  });
});

describe('findForbiddenQuestionsIn', () => {
  it('reports the field of each finding and skips empty ones', () => {
    expect(
      findForbiddenQuestionsIn({ title: 'Backend engineer', otherDetails: '체중 기재', mainDuties: null }),
    ).toEqual([{ field: 'otherDetails', category: 'WEIGHT', term: '체중' }]);
  });
});
