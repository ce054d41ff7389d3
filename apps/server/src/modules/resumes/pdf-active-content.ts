import { inflateSync } from 'node:zlib';

/*
 * A PDF that can act when opened is refused (decision 038): JavaScript (/JS, /JavaScript, also as an /OpenAction),
 * programs to launch (/Launch) and files carried inside (/EmbeddedFile, /EmbeddedFiles). The names are looked for in
 * the file and inside its compressed streams (object streams hide dictionaries there), with `#xx` escapes decoded.
 */

const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles']);
/** A PDF name: a slash, then characters up to a delimiter or white space. */
const NAME = /\/([^\s/[\]<>(){}%]+)/g;
const STREAM = /stream\r?\n/g;
/** Bounds the work one upload may cause: inflated bytes looked at in all. */
const INFLATED_MAX = 64 * 1024 * 1024;

function hasActiveName(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    const raw = match[1] ?? '';
    const name = raw.includes('#')
      ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      : raw;
    if (ACTIVE_NAMES.has(name)) return true;
  }
  return false;
}

/** True when the PDF's bytes name JavaScript, a launch action or an embedded file anywhere. */
export function hasActivePdfContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (hasActiveName(text)) return true;
  let inflated = 0;
  for (const match of text.matchAll(STREAM)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    if (inflated >= INFLATED_MAX) return true; // too much hidden to check: treat as unsafe
    try {
      const out = inflateSync(bytes.subarray(start, end), { maxOutputLength: INFLATED_MAX - inflated });
      inflated += out.length;
      if (hasActiveName(out.toString('latin1'))) return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
      // Not a Flate stream (an image, a font) or cut short: nothing to read in it.
    }
  }
  return false;
}
