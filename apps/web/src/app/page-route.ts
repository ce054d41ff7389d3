import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type PageModule = { default: ComponentType };

/** Each screen is its own chunk, loaded when its route matches (with the catalogues it needs, in parallel). */
export const page =
  (load: () => Promise<PageModule>, before?: () => Promise<unknown>): RouteObject['lazy'] =>
  async () => {
    const [module] = await Promise.all([load(), before?.()]);
    return { Component: module.default };
  };
