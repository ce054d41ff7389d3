import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The structure the lint rules cannot see whole (Biome checks each import on its own): server modules form no cycle
 * through their services, and no file of application code grows past 400 lines. See docs/decisions/012.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const MAX_LINES = 400;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$|test-support\.ts$|[\\/]e2e[\\/]/.test(file);
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)].map((m) =>
    path.resolve(path.dirname(file), m[1] as string),
  );

/** The module → modules it imports, from the server's non-test files. */
function moduleGraph() {
  const modulesDir = path.join(root, 'apps/server/src/modules');
  const moduleOf = (file: string) => {
    const rel = path.relative(modulesDir, file);
    return rel.startsWith('..') ? null : (rel.split(path.sep)[0] as string);
  };
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(modulesDir).filter((f) => !isTest(f))) {
    const from = moduleOf(file) as string;
    for (const target of importsOf(file)) {
      const to = moduleOf(target);
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** One cycle as a path (a → b → a), or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('the structure', () => {
  it('has server modules that depend on each other in one direction only', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', new Set(['b'])]]))).toBeNull();
  });

  it(`keeps every file of application code under ${MAX_LINES} lines`, () => {
    const dirs = ['apps/server/src', 'apps/web/src', 'packages/contract/src'].map((d) => path.join(root, d));
    const long = dirs
      .flatMap(sourceFiles)
      .filter((f) => !isTest(f))
      .map((f) => ({ file: path.relative(root, f), lines: readFileSync(f, 'utf8').split('\n').length }))
      .filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
