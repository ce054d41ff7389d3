import { ASSESSMENT_QUESTIONS_PER_ATTEMPT } from '@app/contract/limits';
import {
  ASSESSMENT_LEVELS,
  ASSESSMENT_TRACKS,
  type AssessmentLevel,
  type AssessmentTrack,
} from '@app/contract/schemas/assessment-track';
import type { Locale } from '@app/contract/schemas/common';

type Text = { en: string; ko: string };

/** One assessment of the catalogue: a track at a level. Its id is fixed: (track's index × 3) + level, so 1..15. */
export type CatalogueEntry = {
  id: number;
  track: AssessmentTrack;
  level: AssessmentLevel;
  name: Text;
  description: Text;
  durationMinutes: number;
  questionCount: number;
};

export const TRACK_NAMES: Record<AssessmentTrack, Text> = {
  FRONTEND: { en: 'Frontend', ko: '프론트엔드' },
  BACKEND: { en: 'Backend', ko: '백엔드' },
  MOBILE: { en: 'Mobile', ko: '모바일' },
  DATA: { en: 'Data', ko: '데이터' },
  DEVOPS: { en: 'DevOps', ko: '데브옵스' },
};

export const LEVEL_NAMES: Record<AssessmentLevel, Text> = {
  1: { en: 'Level 1 · Fundamentals', ko: '레벨 1 · 기초' },
  2: { en: 'Level 2 · Intermediate', ko: '레벨 2 · 중급' },
  3: { en: 'Level 3 · Advanced', ko: '레벨 3 · 고급' },
};

/** Minutes per level: the server's deadline is the start plus this. */
const DURATION_MINUTES: Record<AssessmentLevel, number> = { 1: 15, 2: 20, 3: 25 };

const DESCRIPTIONS: Record<AssessmentTrack, Record<AssessmentLevel, Text>> = {
  FRONTEND: {
    1: {
      en: 'HTML semantics, the CSS box model and selectors, JavaScript scope, closures and promises.',
      ko: 'HTML 시맨틱, CSS 박스 모델과 선택자, 자바스크립트 스코프·클로저·프로미스를 다룹니다.',
    },
    2: {
      en: 'The event loop, React state and effects, TypeScript types, browser storage and accessibility.',
      ko: '이벤트 루프, React 상태와 이펙트, 타입스크립트 타입, 브라우저 저장소와 접근성을 다룹니다.',
    },
    3: {
      en: 'Rendering performance, Core Web Vitals, advanced TypeScript, security (XSS, CSP, CORS) and testing.',
      ko: '렌더링 성능, 코어 웹 바이탈, 고급 타입스크립트, 보안(XSS, CSP, CORS)과 테스트를 다룹니다.',
    },
  },
  BACKEND: {
    1: {
      en: 'HTTP methods and status codes, SQL queries and joins, REST basics and JSON.',
      ko: 'HTTP 메서드와 상태 코드, SQL 조회와 조인, REST 기초와 JSON을 다룹니다.',
    },
    2: {
      en: 'Indexes, transactions and isolation, authentication, caching and API design.',
      ko: '인덱스, 트랜잭션과 격리 수준, 인증, 캐싱과 API 설계를 다룹니다.',
    },
    3: {
      en: 'Concurrency and locking, distributed systems, idempotency, queues and query planning.',
      ko: '동시성과 잠금, 분산 시스템, 멱등성, 메시지 큐와 쿼리 실행 계획을 다룹니다.',
    },
  },
  MOBILE: {
    1: {
      en: 'App lifecycle, Android and iOS basics, layouts and navigation.',
      ko: '앱 생명주기, 안드로이드와 iOS 기초, 레이아웃과 내비게이션을 다룹니다.',
    },
    2: {
      en: 'React Native and Flutter, local storage, networking, permissions and state management.',
      ko: 'React Native와 Flutter, 로컬 저장소, 네트워킹, 권한과 상태 관리를 다룹니다.',
    },
    3: {
      en: 'Performance, memory, background work, security, offline sync and releases.',
      ko: '성능, 메모리, 백그라운드 작업, 보안, 오프라인 동기화와 배포를 다룹니다.',
    },
  },
  DATA: {
    1: {
      en: 'SQL aggregates, descriptive statistics, Python and pandas basics.',
      ko: 'SQL 집계, 기술 통계, 파이썬과 pandas 기초를 다룹니다.',
    },
    2: {
      en: 'Window functions, probability and hypothesis tests, pandas reshaping and machine-learning basics.',
      ko: '윈도 함수, 확률과 가설 검정, pandas 데이터 변형과 머신러닝 기초를 다룹니다.',
    },
    3: {
      en: 'Model evaluation and regularisation, experiment design, data pipelines and modelling.',
      ko: '모델 평가와 규제, 실험 설계, 데이터 파이프라인과 데이터 모델링을 다룹니다.',
    },
  },
  DEVOPS: {
    1: {
      en: 'Linux commands and permissions, Git, networking basics and Docker images.',
      ko: '리눅스 명령과 권한, Git, 네트워크 기초와 도커 이미지를 다룹니다.',
    },
    2: {
      en: 'Kubernetes objects, CI/CD pipelines, DNS and TLS, monitoring.',
      ko: '쿠버네티스 오브젝트, CI/CD 파이프라인, DNS와 TLS, 모니터링을 다룹니다.',
    },
    3: {
      en: 'Infrastructure as code, scaling and reliability (SLOs), security and incident response.',
      ko: '코드형 인프라, 확장성과 신뢰성(SLO), 보안과 장애 대응을 다룹니다.',
    },
  },
};

export const CATALOGUE: readonly CatalogueEntry[] = ASSESSMENT_TRACKS.flatMap((track, trackIndex) =>
  ASSESSMENT_LEVELS.map((level) => ({
    id: trackIndex * 3 + level,
    track,
    level,
    name: {
      en: `${TRACK_NAMES[track].en} ${LEVEL_NAMES[level].en}`,
      ko: `${TRACK_NAMES[track].ko} ${LEVEL_NAMES[level].ko}`,
    },
    description: DESCRIPTIONS[track][level],
    durationMinutes: DURATION_MINUTES[level],
    questionCount: ASSESSMENT_QUESTIONS_PER_ATTEMPT,
  })),
);

export function catalogueEntryById(id: number): CatalogueEntry | null {
  return CATALOGUE.find((e) => e.id === id) ?? null;
}

export function catalogueEntryOf(track: AssessmentTrack, level: number): CatalogueEntry {
  const entry = CATALOGUE.find((e) => e.track === track && e.level === level);
  if (!entry) throw new Error(`no assessment for ${track} level ${level}`);
  return entry;
}

export const TOPIC_CODES = () => Object.keys(TOPIC_NAMES);

/** Names of the topics of the bank, for the per-topic breakdown; an unknown topic shows its code. */
const TOPIC_NAMES: Record<string, Text> = {
  html: { en: 'HTML', ko: 'HTML' },
  css: { en: 'CSS', ko: 'CSS' },
  javascript: { en: 'JavaScript', ko: '자바스크립트' },
  typescript: { en: 'TypeScript', ko: '타입스크립트' },
  react: { en: 'React', ko: 'React' },
  browser: { en: 'Browser and web APIs', ko: '브라우저와 웹 API' },
  accessibility: { en: 'Accessibility', ko: '접근성' },
  performance: { en: 'Performance', ko: '성능' },
  security: { en: 'Security', ko: '보안' },
  testing: { en: 'Testing', ko: '테스트' },
  http: { en: 'HTTP', ko: 'HTTP' },
  sql: { en: 'SQL', ko: 'SQL' },
  databases: { en: 'Databases', ko: '데이터베이스' },
  'api-design': { en: 'API design', ko: 'API 설계' },
  concurrency: { en: 'Concurrency', ko: '동시성' },
  caching: { en: 'Caching', ko: '캐싱' },
  architecture: { en: 'Architecture', ko: '아키텍처' },
  lifecycle: { en: 'App lifecycle', ko: '앱 생명주기' },
  android: { en: 'Android', ko: '안드로이드' },
  ios: { en: 'iOS', ko: 'iOS' },
  'cross-platform': { en: 'React Native and Flutter', ko: 'React Native와 Flutter' },
  networking: { en: 'Networking', ko: '네트워킹' },
  storage: { en: 'Storage', ko: '저장소' },
  statistics: { en: 'Statistics', ko: '통계' },
  pandas: { en: 'Python and pandas', ko: '파이썬과 pandas' },
  ml: { en: 'Machine learning', ko: '머신러닝' },
  'data-engineering': { en: 'Data engineering', ko: '데이터 엔지니어링' },
  linux: { en: 'Linux', ko: '리눅스' },
  git: { en: 'Git', ko: 'Git' },
  docker: { en: 'Docker', ko: '도커' },
  kubernetes: { en: 'Kubernetes', ko: '쿠버네티스' },
  'ci-cd': { en: 'CI/CD', ko: 'CI/CD' },
  monitoring: { en: 'Monitoring', ko: '모니터링' },
  iac: { en: 'Infrastructure as code', ko: '코드형 인프라' },
  reliability: { en: 'Reliability', ko: '신뢰성' },
  releases: { en: 'Releases', ko: '배포' },
  ui: { en: 'UI and accessibility', ko: 'UI와 접근성' },
};

export function topicName(topic: string): Text {
  return TOPIC_NAMES[topic] ?? { en: topic, ko: topic };
}

export function localized(text: Text, locale: Locale): string {
  return text[locale];
}

/** The web route of a report (the `/report` screen with its own layout); the entry's `reportUrl`. */
export function reportUrlOf(attemptId: number): string {
  return `/report/${attemptId}`;
}
