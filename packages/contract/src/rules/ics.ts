/** One calendar event for an `.ics` file (RFC 5545): a confirmed interview. */
export type IcsEvent = {
  /** Globally unique and stable for the same event (e.g. `interview-12@talentbridge`). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  url?: string | null;
  description?: string | null;
  /** DTSTAMP: when the file was produced. */
  stamp: Date;
};

/** A UTC instant as `YYYYMMDDTHHMMSSZ`. */
export function formatIcsDate(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line to at most 75 octets per line (RFC 5545 §3.1), never splitting a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    // Continuation lines start with one space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A VCALENDAR with one VEVENT, lines ending in CRLF. */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//TalentBridge//Interviews//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${formatIcsDate(event.stamp)}`,
    `DTSTART:${formatIcsDate(event.start)}`,
    `DTEND:${formatIcsDate(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  // URL is a URI value, not TEXT: it is not escaped.
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
