import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, drawQuestions, seededShuffle, shuffledOptionIds } from './shuffle';

describe('seededShuffle', () => {
  it('is a permutation of its input and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(), (items, seed) => {
        const copy = [...items];
        const out = seededShuffle(items, seed);
        expect(items).toEqual(copy);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('is deterministic per seed and differs between seeds', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(seededShuffle(items, 42)).toEqual(seededShuffle(items, 42));
    expect(seededShuffle(items, 42)).not.toEqual(seededShuffle(items, 43));
  });

  it('moves every position over many seeds (no fixed point bias)', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 200; seed += 1) firsts.add(seededShuffle([0, 1, 2, 3], seed)[0] as number);
    expect(firsts).toEqual(new Set([0, 1, 2, 3]));
  });
});

describe('createRng and deriveSeed', () => {
  it('gives floats in [0, 1)', () => {
    const next = createRng(7);
    for (let i = 0; i < 1000; i += 1) {
      const v = next();
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });
  it('derives distinct seeds per salt', () => {
    expect(deriveSeed(5, 1)).not.toBe(deriveSeed(5, 2));
    expect(deriveSeed(5, 1)).toBe(deriveSeed(5, 1));
  });
});

describe('drawQuestions', () => {
  const pool = Array.from({ length: 15 }, (_, i) => ({ id: i + 1, topic: ['a', 'b', 'c'][i % 3] as string }));

  it('draws distinct questions from the pool, the same for the same seed', () => {
    const drawn = drawQuestions(pool, 10, 99);
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(10);
    expect(drawQuestions([...pool].reverse(), 10, 99)).toEqual(drawn);
  });

  it('spreads the paper over the topics', () => {
    const drawn = drawQuestions(pool, 6, 3);
    const counts = new Map<string, number>();
    for (const q of drawn) counts.set(q.topic, (counts.get(q.topic) ?? 0) + 1);
    expect([...counts.values()]).toEqual([2, 2, 2]);
  });

  it('draws the whole pool when it is smaller than the count', () => {
    expect(drawQuestions(pool.slice(0, 4), 10, 1)).toHaveLength(4);
    expect(drawQuestions([], 10, 1)).toEqual([]);
  });
});

describe('shuffledOptionIds', () => {
  it('is a permutation, stable per attempt and question', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const out = shuffledOptionIds(ids, 12345, 7);
    expect([...out].sort()).toEqual(ids);
    expect(shuffledOptionIds(ids, 12345, 7)).toEqual(out);
  });
});
