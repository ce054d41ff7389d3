import { describe, expect, it } from 'vitest';
import type { ComboboxOption } from '../../components/ui/combobox';
import { optionMatches } from '../../components/ui/combobox-match';
import { timeZoneList, timeZoneOptions } from './time-zone-options';
import { toCurrentZoneName } from './time-zones';

describe('time zones', () => {
  it('lists zones by their current names, with UTC and the extra ones, once each and sorted', () => {
    const list = timeZoneList(
      ['Asia/Seoul', 'Not/AZone'],
      ['Asia/Calcutta', 'Asia/Saigon', 'Asia/Seoul', 'Europe/Paris'],
    );
    expect(list).toEqual(['Asia/Ho_Chi_Minh', 'Asia/Kolkata', 'Asia/Seoul', 'Europe/Paris', 'UTC']);
    expect(toCurrentZoneName('Asia/Seoul')).toBe('Asia/Seoul');
  });

  it('offers zones by city in the page language, by offset, found in either language', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const options = timeZoneOptions(['Asia/Seoul', 'America/Los_Angeles', 'UTC'], 'ko', winter);
    expect(options.map((o) => o.label)).toEqual(['로스앤젤레스', 'UTC', '서울']);
    expect(options[2]).toMatchObject({ value: 'Asia/Seoul', hint: 'UTC+09:00' });
    expect(optionMatches(options[2] as ComboboxOption, 'seoul')).toBe(true);
    expect(timeZoneOptions(['Asia/Seoul'], 'en', winter)[0]?.label).toBe('Seoul');
  });
});
