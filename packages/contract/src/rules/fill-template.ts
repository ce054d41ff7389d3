import { isParticle, withParticle } from './korean-particles';

type Params = Record<string, string | number | boolean | null | undefined>;

/**
 * Fills a server text's `{name}` placeholders; `{name, 을를}` adds the Korean particle that follows the value
 * (가온테크를, 김민준을), so mails and notifications never write 을(를). Unknown names stay as written.
 */
export function fillTemplate(template: string, params: Params): string {
  return template.replace(/\{(\w+)(?:,\s*([^}\s]+))?\}/g, (whole, key: string, format?: string) => {
    const value = params[key];
    if (value === undefined || value === null) return whole;
    const text = String(value);
    return format && isParticle(format) ? withParticle(text, format) : text;
  });
}
