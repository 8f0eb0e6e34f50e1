import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind utilities win over earlier ones of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its table of class groups on first use (about 10 ms, four times that on a slow
 * phone). Called in a task of its own while the first screen's code and data are on their way, that work
 * stays out of the first render's task.
 */
export function prepareClassMerge(): void {
  twMerge('');
}
