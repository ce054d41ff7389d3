// Intl rather than the contract's money rules: screens that show counts but no money need not load those.
const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Counts with thousands separators (`12,345`), the same in both languages (spec section 9). */
export const formatCount = (value: number) => counts.format(value);

/** "512 B", "14 kB", "2.4 MB" with the language's digits and separators. */
export function formatBytes(bytes: number, lang: string): string {
  if (bytes < 1024) return `${new Intl.NumberFormat(lang).format(bytes)} B`;
  const isMega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: isMega ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: isMega ? 1 : 0,
  }).format(bytes / (isMega ? 1024 * 1024 : 1024));
}

/** A typed amount: '' is none, commas and spaces are ignored, anything else that is not a number stays NaN. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
