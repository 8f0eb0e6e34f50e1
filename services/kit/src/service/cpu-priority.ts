import { readdirSync } from 'node:fs';
import os from 'node:os';

/**
 * Puts the whole process at the lowest OS scheduling priority. On Linux a priority is per thread and a
 * new thread inherits its creator's, so every thread there already (Node's own helpers included) is
 * lowered, and every thread started later follows. Elsewhere the calling process is lowered.
 */
export function lowerCpuPriority(): void {
  const low = os.constants.priority.PRIORITY_LOW;
  let threads: string[] = [];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    // no /proc: not Linux
  }
  if (threads.length === 0) return os.setPriority(low);
  for (const tid of threads) os.setPriority(Number(tid), low);
}
