import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const c = await PGlite.create(undefined,{extensions:{pg_trgm}});
await c.query('create extension pg_trgm');
console.log((await c.query("select show_trgm('백엔드 개발자 서울') t")).rows);
