export const FILENAME_MAX = 100;

/**
 * A stored name for an uploaded file: keeps ASCII letters, digits, Korean syllables, dot, underscore and hyphen;
 * anything else becomes `_`. Hangul from macOS arrives decomposed (NFD) and is composed first. Leading dots are
 * dropped (no hidden files, no `..`), runs of `_` collapse, and long names keep their extension.
 */
export function sanitizeFilename(name: string, fallback = 'file'): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let clean = base
    .replace(/[^A-Za-z0-9가-힣._-]/g, '_')
    .replace(/_+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._]+/, '')
    .replace(/_+$/, '');
  if (!clean || /^[._-]*$/.test(clean)) return fallback;
  if (clean.length > FILENAME_MAX) {
    const dot = clean.lastIndexOf('.');
    const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
    clean = clean.slice(0, FILENAME_MAX - ext.length) + ext;
  }
  return clean;
}
