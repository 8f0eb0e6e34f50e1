/**
 * Runs `task` once the page has loaded and the browser has a quiet moment, so optional code (a menu's)
 * downloads after the first paint instead of competing with it. Answers a function that cancels it.
 */
export function whenPageIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    // Safari has no idle callbacks: there the next turn of the event loop will do.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task);
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 0);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
