import type { BullmqClient, MediaStore } from '@sorsi/kit';
import { AuthRpc, type ExportedProfile, type ExportSection } from '@sorsi/proto';
import type { SignedInCall } from '../rpc/call-options';
import type { ExportPage, ExportSource } from './export-archive';

/**
 * The archive's content as the owning services answer it, each call acting for the person (so each
 * service gives only their own data), and their photos from the media store. Once the export is called
 * off (the gateway stopping, the account deleted), the call under way and every later one fail at once.
 */
export class ServiceExportSource implements ExportSource {
  constructor(
    private readonly rpc: BullmqClient,
    private readonly media: MediaStore,
    private readonly caller: SignedInCall,
    private readonly signal: AbortSignal,
  ) {}

  profile(): Promise<ExportedProfile> {
    return this.unlessCalledOff(() => this.rpc.call(AuthRpc.exportProfile, {}, this.caller));
  }

  page(section: ExportSection, cursor?: string): Promise<ExportPage> {
    return this.unlessCalledOff(() =>
      this.rpc.call(section.contract, { limit: section.pageSize, ...(cursor && { cursor }) }, this.caller),
    );
  }

  photo(key: string): Promise<Buffer | null> {
    return this.unlessCalledOff(async () => (await this.media.get(key))?.bytes ?? null);
  }

  private unlessCalledOff<T>(work: () => Promise<T>): Promise<T> {
    const { signal } = this;
    signal.throwIfAborted();
    return new Promise<T>((resolve, reject) => {
      const calledOff = () => reject(signal.reason as Error);
      signal.addEventListener('abort', calledOff, { once: true });
      work()
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', calledOff));
    });
  }
}
