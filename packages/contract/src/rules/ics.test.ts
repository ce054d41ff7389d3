import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, formatIcsDate } from './ics';

describe('ics', () => {
  it('formats UTC instants as YYYYMMDDTHHMMSSZ', () => {
    expect(formatIcsDate(new Date('2031-03-04T05:06:07.890Z'))).toBe('20310304T050607Z');
  });

  it('escapes backslashes, semicolons, commas and newlines', () => {
    expect(escapeIcsText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`SUMMARY:${'면접'.repeat(40)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`SUMMARY:${'면접'.repeat(40)}`);
  });

  it('builds one VEVENT with CRLF lines', () => {
    const ics = buildIcs({
      uid: 'interview-1@talentbridge',
      start: new Date('2031-03-04T01:00:00Z'),
      end: new Date('2031-03-04T02:00:00Z'),
      stamp: new Date('2031-03-01T00:00:00Z'),
      summary: 'Interview: Backend, Seoul; team',
      location: '12 Teheran-ro, Gangnam',
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.trimEnd().split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:interview-1@talentbridge');
    expect(lines).toContain('DTSTART:20310304T010000Z');
    expect(lines).toContain('DTEND:20310304T020000Z');
    expect(lines).toContain('SUMMARY:Interview: Backend\\, Seoul\\; team');
    expect(lines).toContain('LOCATION:12 Teheran-ro\\, Gangnam');
    expect(lines.some((l) => l.startsWith('URL:'))).toBe(false);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('adds the meeting URL unescaped for online interviews', () => {
    const ics = buildIcs({
      uid: 'x',
      start: new Date(0),
      end: new Date(3_600_000),
      stamp: new Date(0),
      summary: 's',
      url: 'https://meet.example.com/a?b=1,2',
    });
    expect(ics).toContain('URL:https://meet.example.com/a?b=1,2\r\n');
    expect(ics).not.toContain('LOCATION:');
  });
});
