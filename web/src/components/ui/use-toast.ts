import { useSyncExternalStore } from 'react';

// The toast queue of spec taste-and-account §9: one toast at a time (a new one replaces the shown one).

export const TOAST_LIMIT = 1;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
}

let nextId = 0;
let toasts: readonly ToastItem[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): number {
  const id = ++nextId;
  publish([{ ...input, id }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  publish(toasts.filter((item) => item.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts);
}
