import { ASSESSMENT_BANK_MIN_PER_LEVEL, ASSESSMENT_QUESTIONS_PER_ATTEMPT } from '@app/contract/limits';
import { questionDefinitionProblems } from '@app/contract/rules/assessment-question';
import { ASSESSMENT_LEVELS, ASSESSMENT_TRACKS } from '@app/contract/schemas/assessment-track';
import { describe, expect, it } from 'vitest';
import { loadBank } from './assessments.bank';
import { CATALOGUE, TOPIC_CODES } from './assessments.catalogue';

const bank = loadBank();
const hangul = /[\uac00-\ud7a3]/;

describe('the question bank', () => {
  it(`has at least ${ASSESSMENT_BANK_MIN_PER_LEVEL} active questions per track and level, more than an attempt draws`, () => {
    for (const track of ASSESSMENT_TRACKS) {
      for (const level of ASSESSMENT_LEVELS) {
        const active = bank.filter((q) => q.track === track && q.level === level && !q.retired);
        expect(active.length, `${track} ${level}`).toBeGreaterThanOrEqual(ASSESSMENT_BANK_MIN_PER_LEVEL);
        expect(active.length).toBeGreaterThan(ASSESSMENT_QUESTIONS_PER_ATTEMPT);
      }
    }
    expect(bank.length).toBeGreaterThanOrEqual(225);
  });

  it('has unique, stable keys', () => {
    expect(new Set(bank.map((q) => q.key)).size).toBe(bank.length);
  });

  it.each(bank.map((q) => [q.key, q] as const))(
    '%s has text in English and Korean and a valid answer key',
    (_key, q) => {
      expect(questionDefinitionProblems(q)).toEqual([]);
      expect(q.prompt.en.trim()).not.toBe('');
      expect(q.prompt.ko).toMatch(hangul);
      expect(q.prompt.en).not.toMatch(hangul);
      for (const o of q.options) {
        expect(o.en.trim()).not.toBe('');
        expect(o.ko.trim()).not.toBe('');
      }
      expect(new Set(q.options.map((o) => o.id)).size).toBe(q.options.length);
      expect(new Set(q.options.map((o) => o.en.trim())).size).toBe(q.options.length);
      expect(new Set(q.options.map((o) => o.ko.trim())).size).toBe(q.options.length);
      expect(TOPIC_CODES()).toContain(q.topic);
      if (q.type === 'CODE_READING') expect(q.code?.trim()).toBeTruthy();
    },
  );

  it('mixes every question type in each track and level', () => {
    for (const entry of CATALOGUE) {
      const types = new Set(bank.filter((q) => q.track === entry.track && q.level === entry.level).map((q) => q.type));
      expect([...types].sort(), entry.name.en).toEqual([
        'CODE_READING',
        'MULTIPLE_CHOICE',
        'SHORT_ANSWER',
        'SINGLE_CHOICE',
      ]);
    }
  });
});

describe('the catalogue', () => {
  it('has 5 tracks × 3 levels with ids 1..15, bilingual names and descriptions', () => {
    expect(CATALOGUE.map((e) => e.id)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    for (const e of CATALOGUE) {
      expect(e.name.ko).toMatch(hangul);
      expect(e.description.ko).toMatch(hangul);
      expect(e.description.en).not.toMatch(hangul);
      expect(e.durationMinutes).toBeGreaterThan(0);
    }
  });
});
