/**
 * Seeded randomness for assessments: an attempt stores one 31-bit seed, and everything random about it (which
 * questions are drawn, their order, the order of each question's options) is derived from that seed, so the same
 * attempt always shows the same paper and a report can be rebuilt exactly.
 */

/** Mulberry32: a small, fast, well-distributed 32-bit generator. Returns floats in [0, 1). */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed for one part of an attempt (e.g. the options of question 42), independent of the other parts. */
export function deriveSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A new array with the items in a permutation decided by `seed` (Fisher–Yates). The input is not changed. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const next = createRng(seed);
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Draws `count` questions from `pool`, spread over the topics: topics are taken in turn (in a seeded order), each
 * giving its next question from a seeded shuffle, so a paper covers as many topics as it can. The pool is sorted by
 * id first, so the result depends only on the pool's content and the seed. The drawn questions come back shuffled.
 */
export function drawQuestions<T extends { id: number; topic: string }>(
  pool: readonly T[],
  count: number,
  seed: number,
): T[] {
  const sorted = [...pool].sort((a, b) => a.id - b.id);
  const byTopic = new Map<string, T[]>();
  for (const q of sorted) byTopic.set(q.topic, [...(byTopic.get(q.topic) ?? []), q]);
  const topics = seededShuffle([...byTopic.keys()].sort(), deriveSeed(seed, 1));
  const queues = topics.map((topic, i) => seededShuffle(byTopic.get(topic) ?? [], deriveSeed(seed, 100 + i)));
  const picked: T[] = [];
  const limit = Math.min(count, sorted.length);
  while (picked.length < limit) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < limit) picked.push(next);
    }
  }
  return seededShuffle(picked, deriveSeed(seed, 2));
}

/** The order in which a question's options are shown in one attempt. */
export function shuffledOptionIds(optionIds: readonly string[], attemptSeed: number, questionId: number): string[] {
  return seededShuffle(optionIds, deriveSeed(attemptSeed, 1_000_000 + questionId));
}
