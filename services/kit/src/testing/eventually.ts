/**
 * Waits until a check passes, polling, or fails after the timeout: how a test waits for something that
 * happens asynchronously (a delivery, a job state). To show something did NOT happen, wait for a later
 * sentinel with this, then assert on what came before it.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
