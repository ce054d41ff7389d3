import { APP_ROUTES } from '@app/contract/rules/app-routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

/** Every path the router declares under `/:lang`, joined from its nested routes. */
function pathsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path === undefined ? parent : [parent, route.path].filter(Boolean).join('/');
    const own = route.path !== undefined || route.index ? [here] : [];
    return [...own, ...pathsOf(route.children ?? [], here)];
  });
}

describe('the router and the contract', () => {
  it('declares exactly the screens of APP_ROUTES, the list the server answers 404 from', async () => {
    // The module also creates the browser router: give it the little of a browser that needs.
    const fakeWindow = {
      location: { pathname: '/', search: '', hash: '' },
      history: { state: null, replaceState: () => {} },
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    Object.assign(globalThis, { document: { defaultView: fakeWindow }, window: fakeWindow });
    const { routes } = await import('./router');
    const root = routes.find((r) => r.path === '/:lang');
    const declared = new Set(pathsOf(root?.children ?? []).filter((p) => p !== '*'));
    expect([...declared].sort()).toEqual([...APP_ROUTES].sort());
  });
});
