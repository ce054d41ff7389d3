import { describe, expect, it } from 'vitest';
import { catalogOptions, sameIds } from './interest-options';

describe('interest picker options', () => {
  const categories = [
    {
      id: 1,
      nameEn: 'Languages',
      nameKo: '언어',
      items: [
        { id: 10, nameEn: 'TypeScript', nameKo: '타입스크립트' },
        { id: 11, nameEn: 'Go', nameKo: 'Go' },
      ],
    },
  ];

  it('names items and their category in the page language', () => {
    expect(catalogOptions(categories, 'ko')[0]).toEqual({ value: '10', label: '타입스크립트', hint: '언어' });
    expect(catalogOptions(categories, 'en').map((o) => o.label)).toEqual(['TypeScript', 'Go']);
  });

  it('compares picked ids with the saved list regardless of order', () => {
    expect(sameIds(['11', '10'], [{ id: 10 }, { id: 11 }])).toBe(true);
    expect(sameIds(['10'], [{ id: 10 }, { id: 11 }])).toBe(false);
    expect(sameIds(['12'], [{ id: 10 }])).toBe(false);
  });
});
