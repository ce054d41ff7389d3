import { describe, expect, it } from 'vitest';
import {
  countedResults,
  hasPassed,
  isQualified,
  passedResults,
  qualifiesWith,
  type ResultForPass,
} from './assessment-pass';

const r = (
  id: number,
  track: ResultForPass['track'],
  level: 1 | 2 | 3,
  score: number,
  endedAt: string,
): ResultForPass => ({
  id,
  track,
  level,
  obtainedScore: score,
  endedAt,
});

describe('countedResults', () => {
  it('keeps the most recent result per track and level by end time, whatever the input order', () => {
    const results = [
      r(1, 'FRONTEND', 1, 90, '2026-01-01T00:00:00Z'),
      r(3, 'FRONTEND', 1, 50, '2026-03-01T00:00:00Z'),
      r(2, 'FRONTEND', 1, 80, '2026-02-01T00:00:00Z'),
      r(4, 'FRONTEND', 2, 75, '2026-01-05T00:00:00Z'),
      r(5, 'BACKEND', 1, 70, '2026-01-05T00:00:00Z'),
    ];
    const ids = (list: ResultForPass[]) => list.map((x) => x.id).sort();
    expect(ids(countedResults(results))).toEqual([3, 4, 5]);
    expect(ids(countedResults([...results].reverse()))).toEqual([3, 4, 5]);
  });

  it('orders by end time, not by id, and breaks ties by id', () => {
    expect(
      countedResults([r(9, 'DATA', 3, 10, '2026-01-01T00:00:00Z'), r(2, 'DATA', 3, 95, '2026-05-01T00:00:00Z')]),
    ).toEqual([r(2, 'DATA', 3, 95, '2026-05-01T00:00:00Z')]);
    expect(
      countedResults([r(7, 'DATA', 3, 10, '2026-01-01T00:00:00Z'), r(6, 'DATA', 3, 95, '2026-01-01T00:00:00Z')])[0]?.id,
    ).toBe(7);
  });

  it('accepts Date end times', () => {
    const a = { ...r(1, 'MOBILE', 1, 80, ''), endedAt: new Date('2026-01-02') };
    const b = { ...r(2, 'MOBILE', 1, 60, ''), endedAt: new Date('2026-01-01') };
    expect(countedResults([a, b])).toEqual([a]);
  });
});

describe('pass rule', () => {
  it('passes only when the counted result is at least 70', () => {
    const older = r(1, 'DEVOPS', 1, 95, '2026-01-01T00:00:00Z');
    const newer = r(2, 'DEVOPS', 1, 69, '2026-02-01T00:00:00Z');
    expect(hasPassed([older], { track: 'DEVOPS', level: 1 })).toBe(true);
    expect(hasPassed([older, newer], { track: 'DEVOPS', level: 1 })).toBe(false);
    expect(passedResults([older, newer])).toEqual([]);
    expect(hasPassed([r(3, 'DEVOPS', 1, 70, '2026-03-01T00:00:00Z')], { track: 'DEVOPS', level: 1 })).toBe(true);
  });

  it('qualifies a candidate when every required assessment is passed', () => {
    const results = [r(1, 'FRONTEND', 1, 80, '2026-01-01T00:00:00Z'), r(2, 'BACKEND', 2, 72, '2026-01-01T00:00:00Z')];
    expect(isQualified(results, [])).toBe(true);
    expect(isQualified(results, [{ track: 'FRONTEND', level: 1 }])).toBe(true);
    expect(
      isQualified(results, [
        { track: 'FRONTEND', level: 1 },
        { track: 'BACKEND', level: 2 },
      ]),
    ).toBe(true);
    expect(isQualified(results, [{ track: 'FRONTEND', level: 2 }])).toBe(false);
  });

  it('counts a pass at a higher level for a lower requirement, never the other way round', () => {
    // The case that once differed between the talent's job detail and the company's candidate card.
    const level2 = [r(1, 'FRONTEND', 2, 85, '2026-01-01T00:00:00Z')];
    expect(isQualified(level2, [{ track: 'FRONTEND', level: 1 }])).toBe(true);
    expect(isQualified(level2, [{ track: 'FRONTEND', level: 3 }])).toBe(false);
    expect(isQualified(level2, [{ track: 'BACKEND', level: 1 }])).toBe(false);
    expect(
      qualifiesWith(
        [{ track: 'DATA', level: 3 }],
        [
          { track: 'DATA', level: 1 },
          { track: 'DATA', level: 2 },
        ],
      ),
    ).toBe(true);
  });

  it('does not count an older pass once the latest attempt at that level failed, even with a lower requirement', () => {
    const results = [r(1, 'MOBILE', 2, 90, '2026-01-01T00:00:00Z'), r(2, 'MOBILE', 2, 40, '2026-02-01T00:00:00Z')];
    expect(isQualified(results, [{ track: 'MOBILE', level: 1 }])).toBe(false);
  });
});
