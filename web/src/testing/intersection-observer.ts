/** Observed elements never intersect unless a test says so (`intersect()`, e.g. an infinite list's end). */
export class IntersectionObserverStandIn {
  static readonly live = new Set<IntersectionObserverStandIn>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(): void {
    IntersectionObserverStandIn.live.add(this);
  }
  unobserve(): void {}
  disconnect(): void {
    IntersectionObserverStandIn.live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  fire(): void {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** Tells every observer its element came into view. */
export const intersect = (): void => IntersectionObserverStandIn.live.forEach((observer) => observer.fire());
