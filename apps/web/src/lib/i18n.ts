// The core messages of each language (common, auth, the contract's shared ones) load on demand, before the first
// render (`switchLanguage`): a page downloads those of its own language only (decision 047).
import type { SharedMessages } from '@app/contract/i18n/messages';
import { PARTICLES, type Particle, quotedWithParticle, withParticle } from '@app/contract/rules/korean-particles';
import type { Locale } from '@app/contract/schemas/common';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type enAdmin from '../locales/en/admin.json';
import type enApplications from '../locales/en/applications.json';
import type enAssessments from '../locales/en/assessments.json';
import type enAuth from '../locales/en/auth.json';
import type enCareers from '../locales/en/careers.json';
import type enCommon from '../locales/en/common.json';
import type enCompany from '../locales/en/company.json';
import type enDashboard from '../locales/en/dashboard.json';
import type enHiring from '../locales/en/hiring.json';
import type enMailbox from '../locales/en/mailbox.json';
import type enNotifications from '../locales/en/notifications.json';
import type enPolicy from '../locales/en/policy.json';
import type enPostings from '../locales/en/postings.json';
import type enProfile from '../locales/en/profile.json';
import type enResumes from '../locales/en/resumes.json';
import type enSettings from '../locales/en/settings.json';
import type enSkills from '../locales/en/skills.json';
import type enTalents from '../locales/en/talents.json';
import { DEFAULT_LANGUAGE } from './language';

/** `common` also carries the contract's shared `errors.*` and `validation.*` messages. */
export type CommonMessages = typeof enCommon & SharedMessages;
export type CoreBundle = { common: CommonMessages; auth: typeof enAuth };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: CommonMessages;
      auth: typeof enAuth;
      dashboard: typeof enDashboard;
      mailbox: typeof enMailbox;
      policy: typeof enPolicy;
      profile: typeof enProfile;
      resumes: typeof enResumes;
      settings: typeof enSettings;
      skills: typeof enSkills;
      company: typeof enCompany;
      admin: typeof enAdmin;
      notifications: typeof enNotifications;
      postings: typeof enPostings;
      careers: typeof enCareers;
      assessments: typeof enAssessments;
      talents: typeof enTalents;
      hiring: typeof enHiring;
      applications: typeof enApplications;
    };
  }
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'ko'],
  defaultNS: 'common',
  ns: ['common', 'auth'],
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// Korean particles follow the value's final sound: `{{company, 을를}}`, `{{name, 으로(quoted: true)}}`.
for (const particle of Object.keys(PARTICLES) as Particle[]) {
  i18n.services.formatter?.add(particle, (value: unknown, _lng, options: { quoted?: boolean }) =>
    options.quoted ? quotedWithParticle(String(value), particle) : withParticle(String(value), particle),
  );
}

const coreLoaders: Record<Locale, () => Promise<CoreBundle>> = {
  en: () => import('./i18n-en').then((m) => m.en),
  ko: () => import('./i18n-ko').then((m) => m.ko),
};

/** Loads a language's core namespaces (common, auth) before it is shown. */
export async function ensureLanguage(lang: Locale) {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  const bundle = await coreLoaders[lang]();
  for (const [ns, resources] of Object.entries(bundle)) i18n.addResourceBundle(lang, ns, resources, true, true);
}

/** Switches the language once its messages are there. */
export async function switchLanguage(lang: Locale) {
  await ensureLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
}

const lazyNamespaces = {
  dashboard: { en: () => import('../locales/en/dashboard.json'), ko: () => import('../locales/ko/dashboard.json') },
  mailbox: { en: () => import('../locales/en/mailbox.json'), ko: () => import('../locales/ko/mailbox.json') },
  policy: { en: () => import('../locales/en/policy.json'), ko: () => import('../locales/ko/policy.json') },
  profile: { en: () => import('../locales/en/profile.json'), ko: () => import('../locales/ko/profile.json') },
  resumes: { en: () => import('../locales/en/resumes.json'), ko: () => import('../locales/ko/resumes.json') },
  settings: { en: () => import('../locales/en/settings.json'), ko: () => import('../locales/ko/settings.json') },
  skills: { en: () => import('../locales/en/skills.json'), ko: () => import('../locales/ko/skills.json') },
  company: { en: () => import('../locales/en/company.json'), ko: () => import('../locales/ko/company.json') },
  admin: { en: () => import('../locales/en/admin.json'), ko: () => import('../locales/ko/admin.json') },
  notifications: {
    en: () => import('../locales/en/notifications.json'),
    ko: () => import('../locales/ko/notifications.json'),
  },
  assessments: {
    en: () => import('../locales/en/assessments.json'),
    ko: () => import('../locales/ko/assessments.json'),
  },
  postings: { en: () => import('../locales/en/postings.json'), ko: () => import('../locales/ko/postings.json') },
  careers: { en: () => import('../locales/en/careers.json'), ko: () => import('../locales/ko/careers.json') },
  talents: { en: () => import('../locales/en/talents.json'), ko: () => import('../locales/ko/talents.json') },
  hiring: { en: () => import('../locales/en/hiring.json'), ko: () => import('../locales/ko/hiring.json') },
  applications: {
    en: () => import('../locales/en/applications.json'),
    ko: () => import('../locales/ko/applications.json'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ default: unknown }>>>;

export type LazyNamespace = keyof typeof lazyNamespaces;

/** Loads a screen's namespace (both languages, so switching is instant) before the screen renders. */
export async function loadNamespace(ns: LazyNamespace) {
  if (i18n.hasResourceBundle('en', ns) && i18n.hasResourceBundle('ko', ns)) return;
  const loaders = lazyNamespaces[ns];
  const [enBundle, koBundle] = await Promise.all([loaders.en(), loaders.ko()]);
  i18n.addResourceBundle('en', ns, enBundle.default, true, true);
  i18n.addResourceBundle('ko', ns, koBundle.default, true, true);
}
