/**
 * Waits until `check` holds (polling), for a positive sentinel instead of a fixed sleep; fails with a
 * clear message once `timeoutMs` has passed.
 */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A promise the test opens by hand: `opened` resolves once `open()` is called. */
export function latch(): { open: () => void; opened: Promise<void> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
