import type { Locale } from '@app/contract/schemas/common';

/* The built index.html with one page's head and body written in: the React app takes over the same markup. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML element content and attribute values (always quoted with `"`). */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export type PageHead = {
  lang: Locale;
  title: string;
  description: string;
  /** Absolute URL of this page in this language; with `alternates`, the page's language versions. */
  canonical?: string;
  alternates?: Record<Locale, string>;
  ogType?: 'website' | 'article';
  image?: string | null;
  /** Already serialized with serializeJsonLd. */
  jsonLd?: string;
  noindex?: boolean;
  /** The data the page was rendered from, for the web app to start with (serialized with serializeJsonLd). */
  pageData?: string;
};

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ko: 'ko_KR' };

function headTags(head: PageHead, siteName: string): string {
  const e = escapeHtml;
  const tags: string[] = [];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${e(head.canonical)}" />`);
  if (head.alternates) {
    for (const [lang, href] of Object.entries(head.alternates))
      tags.push(`<link rel="alternate" hreflang="${lang}" href="${e(href)}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${e(head.alternates.en)}" />`);
  }
  tags.push(
    `<meta property="og:site_name" content="${e(siteName)}" />`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}" />`,
    `<meta property="og:title" content="${e(head.title)}" />`,
    `<meta property="og:description" content="${e(head.description)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[head.lang]}" />`,
  );
  if (head.alternates) {
    const other = head.lang === 'en' ? 'ko' : 'en';
    tags.push(`<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`);
  }
  if (head.canonical) tags.push(`<meta property="og:url" content="${e(head.canonical)}" />`);
  if (head.image) tags.push(`<meta property="og:image" content="${e(head.image)}" />`);
  tags.push(
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${e(head.title)}" />`,
    `<meta name="twitter:description" content="${e(head.description)}" />`,
  );
  if (head.image) tags.push(`<meta name="twitter:image" content="${e(head.image)}" />`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${head.jsonLd}</script>`);
  if (head.pageData) tags.push(`<script type="application/json" id="public-page-data">${head.pageData}</script>`);
  return tags.join('\n    ');
}

/**
 * Writes the page into the template: `<html lang>`, `<title>`, the description, the head tags before `</head>` and
 * the body inside `<div id="root">`. Values are escaped here; `bodyHtml` is built from escaped parts.
 */
export function renderDocument(template: string, head: PageHead, siteName: string, bodyHtml = ''): string {
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  let html = template
    .replace(/<html\b[^>]*>/i, `<html lang="${head.lang}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(head.title)}</title>`);
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `  ${description}\n  </head>`);
  html = html.replace(/<\/head>/i, () => `  ${headTags(head, siteName)}\n  </head>`);
  if (!bodyHtml) return html;
  return /<div id="root"><\/div>/.test(html)
    ? html.replace(/<div id="root"><\/div>/, () => `<div id="root">${bodyHtml}</div>`)
    : html.replace(/(<div id="root"[^>]*>)/, (open) => `${open}${bodyHtml}`);
}
