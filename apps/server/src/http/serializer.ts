import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/*
 * Responses written from their schema (decision 067): each route's zod response schema, as JSON Schema, compiled by
 * fast-json-stringify. A job search page took 215 µs through zod's encode and JSON.stringify, 81 µs so; like zod's
 * objects, it writes only the fields the schema names, so a column a query happens to read never leaks. Outside
 * production every response is also encoded by zod (which rejects a value the schema does not allow) and the two must
 * read the same, so the whole test suite checks the compiled writers against the schemas they came from.
 */

type RouteSchema = { schema: unknown; method: string; url: string };
type Serialize = (data: unknown) => string;

/** A fastify response schema: a zod type, or `{ properties: zod type }` (as fastify-type-provider-zod accepts). */
function zodOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`not a zod schema: ${JSON.stringify(schema)}`);
}

/** fast-json-stringify's writer of `schema`'s output (values JSON Schema cannot describe are written as JSON.stringify does). */
export function compileWriter(schema: ZodType): Serialize {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
  return fastJson(json as Parameters<typeof fastJson>[0]);
}

/** The serializer compiler of the app: `checked` (outside production) compares each response with zod's encoding. */
export function schemaSerializerCompiler({ checked }: { checked: boolean }) {
  return (route: RouteSchema): Serialize => {
    const write = compileWriter(zodOf(route.schema));
    if (!checked) return write;
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    return (data) => {
      // zod's writer throws on a value the schema rejects (a 500 in tests, as before).
      const expected = viaZod(data);
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: the compiled writer disagrees with the schema's encoding`);
      }
      return written;
    };
  };
}
