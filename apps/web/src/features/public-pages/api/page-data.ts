/**
 * The data the server rendered a public page from (`<script type="application/json" id="public-page-data">`), so the
 * app shows the same page at once instead of a loading state. Read once: later navigations fetch as usual.
 */
let consumed = false;

export function readPageData<T>(key: string): T | undefined {
  if (consumed || typeof document === 'undefined') return undefined;
  const element = document.getElementById('public-page-data');
  if (!element?.textContent) return undefined;
  try {
    const parsed = JSON.parse(element.textContent) as { key?: string; data?: T };
    if (parsed.key !== key) return undefined;
    consumed = true;
    return parsed.data;
  } catch {
    return undefined;
  }
}
