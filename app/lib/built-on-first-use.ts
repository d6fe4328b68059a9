/**
 * An object built the first time anything reads it, not when its module is evaluated: for the
 * zod schemas of a contract that the browser loads with an island. Each schema is dozens of
 * objects to construct; on a phone the islands' shared chunk spent most of its evaluation task
 * (a task after the first paint, where it blocks) building schemas that only a submit, or another
 * page's form, ever reads.
 *
 * The stand-in forwards every read to the built object (built once), so a schema passed to zod,
 * extended, or given to `safeParse` behaves as the object itself; `typeof` the result is `T`.
 * Calling it has no effect of its own (the annotation below): the bundler drops a stand-in no
 * module of the chunk reads, with its builder, as it drops an unused schema.
 */
/* #__NO_SIDE_EFFECTS__ */
export function builtOnFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // A proxy may not report a property its (empty) target lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
