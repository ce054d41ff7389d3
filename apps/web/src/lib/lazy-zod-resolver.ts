import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & {
  /** Starts loading the schema (call once the page has painted). */
  preload: () => void;
};

/**
 * A react-hook-form resolver for a contract schema that loads, with zod, on first use (or on `preload`).
 * The page's first JavaScript then does not carry zod; validation is asynchronous in react-hook-form anyway.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): LazyResolver<TInput, TOutput> {
  let loaded: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () => {
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>,
    );
    return loaded;
  };
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}
