import { describe, expect, it } from 'vitest';
import { readQuestionParams, statusTabOf, writeQuestionParams } from './question-params';

const read = (query: string) => readQuestionParams(new URLSearchParams(query));

describe('question bank URL state', () => {
  it('defaults to the active questions of every track, level and type, page 1', () => {
    expect(read('')).toEqual({ track: '', level: 0, type: '', status: 'ACTIVE', page: 1 });
    expect(writeQuestionParams(read('')).toString()).toBe('');
  });

  it('reads and writes every filter', () => {
    const query = 'track=DATA&level=3&type=CODE_READING&status=RETIRED&page=4';
    const params = read(query);
    expect(params).toEqual({ track: 'DATA', level: 3, type: 'CODE_READING', status: 'RETIRED', page: 4 });
    expect(writeQuestionParams(params).toString()).toBe(query);
  });

  it('keeps "all statuses" apart from the default', () => {
    const all = read('status=ALL');
    expect(all.status).toBe('');
    expect(statusTabOf(all)).toBe('ALL');
    expect(writeQuestionParams(all).toString()).toBe('status=ALL');
  });

  it('ignores values the API would refuse', () => {
    expect(read('track=COBOL&level=4&type=ESSAY&status=GONE&page=-2')).toEqual({
      track: '',
      level: 0,
      type: '',
      status: 'ACTIVE',
      page: 1,
    });
    expect(read('level=1.5&page=2.5')).toMatchObject({ level: 0, page: 1 });
    expect(read('page=100001').page).toBe(1);
  });
});
