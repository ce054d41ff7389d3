import { publicJobFacts, publicJobSections } from '@app/contract/i18n/public-job-view';
import { PUBLIC_PAGE_TEXT } from '@app/contract/i18n/public-pages';
import { countryNameOf } from '@app/contract/rules/country-names';
import type { Locale } from '@app/contract/schemas/common';
import type { PublicCompany, PublicJob, PublicJobCard } from '@app/contract/schemas/public-pages';
import { escapeHtml as e } from './public-pages.html';

/*
 * The public pages' bodies as plain, accessible HTML for visitors before the script runs and for crawlers. The
 * classes match the web app's public page components (features/public-pages), which render the same content.
 */

const CARD = 'rounded-2xl border border-slate-200 bg-white shadow-xs p-5 sm:p-6';
const PRIMARY =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap bg-brand-600 text-white shadow-sm hover:bg-brand-700 h-12 px-6 text-base';
const LINK = 'font-medium text-brand-700 hover:underline';
const APPLY_BAR =
  'rounded-2xl border border-slate-200 bg-white shadow-xs p-4 sm:px-6 flex flex-col gap-3 sm:flex-row sm:items-center max-lg:sticky max-lg:bottom-[var(--bottom-nav-h,0px)] max-lg:z-20 max-lg:order-last max-lg:shadow-[0_-4px_12px_rgb(15_23_42/0.08)]';

const wrap = (inner: string, kind: string) =>
  `<main id="main" class="flex-1"><div class="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10" data-public-page="${kind}">${inner}</div></main>`;

const logo = (url: string | null, size: string) =>
  url ? `<img src="${e(url)}" alt="" class="${size} shrink-0 rounded-xl border border-slate-200 object-cover" />` : '';

const paragraphs = (text: string) =>
  `<p class="mt-3 whitespace-pre-line text-[15px] leading-7 text-slate-700">${e(text)}</p>`;

/** The description of a posting as HTML, for the page and for JobPosting's `description`. */
export function jobDescriptionHtml(job: PublicJob, lang: Locale): string {
  return publicJobSections(job, lang)
    .map((s) => `<h2>${e(s.title)}</h2><p>${e(s.text).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function jobBody(job: PublicJob, lang: Locale, paths: { company: string; signIn: string; signUp: string }) {
  const text = PUBLIC_PAGE_TEXT[lang];
  const org = job.orgSummaryDTO;
  const facts = publicJobFacts(job, lang)
    .map(
      (f) =>
        `<div><dt class="text-slate-500">${e(f.label)}</dt><dd class="font-medium text-slate-900">${e(f.value)}</dd></div>`,
    )
    .join('');
  const sections = publicJobSections(job, lang)
    .map(
      (s) =>
        `<section class="${CARD}"><h2 class="text-lg font-semibold text-slate-900">${e(s.title)}</h2>${paragraphs(s.text)}</section>`,
    )
    .join('');
  return wrap(
    `<article class="flex flex-col gap-6">` +
      `<header class="${CARD} flex flex-col gap-5"><div class="flex items-start gap-4">${logo(org.logoUrl, 'size-16')}` +
      `<div class="min-w-0 flex-1"><p class="flex flex-wrap items-center gap-2 text-sm text-slate-600">` +
      `<a href="${e(paths.company)}" class="${LINK}">${e(org.name)}</a>` +
      `<span class="inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold bg-emerald-50 text-emerald-700">${e(text.verified)}</span></p>` +
      `<h1 class="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">${e(job.title)}</h1></div></div>` +
      `<dl class="grid gap-3 text-sm sm:grid-cols-2">${facts}</dl></header>` +
      `<section class="${APPLY_BAR}">` +
      `<a href="${e(paths.signIn)}" class="${PRIMARY}">${e(text.signInToApply)}</a>` +
      `<p class="text-sm text-slate-600">${e(text.applyNote)} <a href="${e(paths.signUp)}" class="${LINK}">${e(text.signUp)}</a></p>` +
      `</section>${sections}</article>`,
    'job',
  );
}

const jobItem = (job: PublicJobCard, lang: Locale, href: string) =>
  `<li><a href="${e(href)}" class="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300">` +
  `<span class="font-semibold text-slate-900">${e(job.title)}</span>` +
  `<span class="text-sm text-slate-600">${e(`${job.city}, ${countryNameOf(job.country, lang)}`)}</span></a></li>`;

export function companyBody(org: PublicCompany, lang: Locale, jobPath: (id: number) => string) {
  const text = PUBLIC_PAGE_TEXT[lang];
  const facts = [
    [text.company.location, [org.location, countryNameOf(org.country, lang)].filter(Boolean).join(', ')],
    [text.company.size, org.companySize ? text.company.employees(org.companySize) : ''],
  ]
    .filter(([, v]) => v)
    .map(
      ([l, v]) =>
        `<div><dt class="text-slate-500">${e(l ?? '')}</dt><dd class="font-medium text-slate-900">${e(v ?? '')}</dd></div>`,
    )
    .join('');
  const website = org.website
    ? `<p class="text-sm"><a href="${e(org.website)}" rel="noopener nofollow" class="${LINK}">${e(text.company.website)}</a></p>`
    : '';
  const sections = (['about', 'keyService', 'welfare', 'industryMarketAnalysis'] as const)
    .flatMap((key) => {
      const value = org[key];
      return value?.trim()
        ? [
            `<section class="${CARD}"><h2 class="text-lg font-semibold text-slate-900">${e(text.company[key])}</h2>${paragraphs(value)}</section>`,
          ]
        : [];
    })
    .join('');
  const postings = org.openPostings.length
    ? `<ul class="mt-3 grid gap-3 sm:grid-cols-2">${org.openPostings.map((j) => jobItem(j, lang, jobPath(j.id))).join('')}</ul>`
    : `<p class="mt-3 text-sm text-slate-600">${e(text.company.noOpenPostings)}</p>`;
  return wrap(
    `<header class="${CARD} flex flex-col gap-4"><div class="flex items-start gap-4">${logo(org.logoUrl, 'size-20')}` +
      `<div class="min-w-0 flex-1"><h1 class="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">${e(org.companyName)}</h1>` +
      `<p class="mt-2"><span class="inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold bg-emerald-50 text-emerald-700">${e(text.verified)}</span></p></div></div>` +
      `<dl class="grid gap-3 text-sm sm:grid-cols-2">${facts}</dl>${website}</header>` +
      `<section class="${CARD}"><h2 class="text-lg font-semibold text-slate-900">${e(text.company.openPostings)}</h2>${postings}</section>${sections}`,
    'company',
  );
}

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ko: '한국어' };

/**
 * The page frame before the script runs: the app's header (home, language, sign-in) around the page, as the web
 * app's layout draws it for a visitor. `path` is the page's path after the language prefix.
 */
export function withHeader(lang: Locale, path: string, main: string): string {
  const text = PUBLIC_PAGE_TEXT[lang];
  const languages = (['en', 'ko'] as const)
    .map(
      (l) =>
        `<a href="/${l}${e(path)}" lang="${l}" hreflang="${l}"${l === lang ? ' aria-current="true"' : ''} class="rounded-md px-2 py-1 text-sm font-medium whitespace-nowrap ${l === lang ? 'bg-slate-100 text-slate-900' : 'text-slate-500'}">${LANGUAGE_NAMES[l]}</a>`,
    )
    .join('');
  return (
    `<div class="flex min-h-dvh flex-col"><header class="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">` +
    `<div class="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">` +
    `<a href="/${lang}/" class="text-lg font-bold tracking-tight whitespace-nowrap text-slate-900">${e(text.siteName)}</a>` +
    `<nav aria-label="${e(text.nav.main)}" class="flex items-center gap-1 sm:gap-3">` +
    `<nav aria-label="${e(text.nav.language)}" class="hidden items-center gap-1 sm:flex">${languages}</nav>` +
    `<a href="/${lang}/auth/signin" class="rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700">${e(text.nav.signIn)}</a>` +
    `<a href="/${lang}/auth/signup" class="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold whitespace-nowrap text-white">${e(text.nav.signUp)}</a>` +
    `</nav></div><div class="flex justify-end border-t border-slate-100 px-4 py-1 sm:hidden">${languages}</div>` +
    `</header>${main}</div>`
  );
}

/** The closed-posting and not-found pages: a heading, a sentence and a way on. */
export function messageBody(title: string, body: string, link: { href: string; label: string }) {
  return wrap(
    `<section class="${CARD} flex flex-col items-start gap-3"><h1 class="text-2xl font-bold text-slate-900">${e(title)}</h1>` +
      `<p class="text-slate-600">${e(body)}</p><a href="${e(link.href)}" class="${PRIMARY}">${e(link.label)}</a></section>`,
    'message',
  );
}
