/**
 * A value built on its first use and kept. For Intl formatters: building one takes milliseconds
 * (locale data), and a module that holds one at its top level makes every screen that loads the
 * module pay for it while the page starts, whether it formats anything or not.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
