import { envelopeOf } from '@app/contract/envelope';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileWriter, schemaSerializerCompiler } from './serializer';

const Card = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(['VISIBLE', 'HIDDEN']),
  salary: z.number().nullable(),
  note: z.string().optional(),
  tags: z.array(z.string()),
  names: z.record(z.string(), z.string()),
});
const Page = envelopeOf(z.object({ data: z.array(Card), total: z.number().int() }));
const card = {
  id: 7,
  title: '백엔드 개발자 "Seoul" \u2028',
  status: 'VISIBLE',
  salary: null,
  tags: ['go', '쿠버네티스'],
  names: { en: 'Backend', ko: '백엔드' },
};
const page = { code: 200, message: 'OK', data: { data: [card], total: 1 } };
const route = { schema: Page, method: 'GET', url: '/test' };

describe('responses written from their schema', () => {
  it('writes what JSON.stringify writes for a value the schema allows', () => {
    expect(JSON.parse(compileWriter(Page)(page))).toEqual(page);
  });

  it('writes only the fields the schema names, at every depth', () => {
    const leaky = { ...page, secret: 1, data: { ...page.data, data: [{ ...card, passwordHash: 'x' }] } };
    const written = JSON.parse(compileWriter(Page)(leaky));
    expect(written).toEqual(page);
    expect(JSON.stringify(written)).not.toContain('passwordHash');
  });

  it('checked (outside production): the same output, and a value the schema rejects throws', () => {
    const checked = schemaSerializerCompiler({ checked: true })(route);
    expect(JSON.parse(checked(page))).toEqual(page);
    const wrong = { ...page, data: { ...page.data, data: [{ ...card, status: 'DELETED' }] } };
    expect(() => checked(wrong)).toThrow();
    expect(() => checked({ ...page, data: { ...page.data, total: 1.5 } })).toThrow();
  });

  it('unchecked (production) writes without zod', () => {
    const unchecked = schemaSerializerCompiler({ checked: false })(route);
    expect(unchecked(page)).toBe(compileWriter(Page)(page));
  });

  it('accepts the `{ properties: schema }` form and refuses what is not zod', () => {
    const compile = schemaSerializerCompiler({ checked: false });
    expect(JSON.parse(compile({ ...route, schema: { properties: Page } })(page))).toEqual(page);
    expect(() => compile({ ...route, schema: { type: 'object' } })).toThrow(/not a zod schema/);
  });
});
