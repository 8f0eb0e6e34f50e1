import sharp from 'sharp';
import { Worker } from 'node:worker_threads';
import {
  MODEL_INPUT_SIZE,
  type ModelName,
  type NudityScores,
  type WorkerReply,
  type WorkerRequest,
} from './nudity-model-protocol';

export type { ModelName, NudityScores } from './nudity-model-protocol';

/** The model chosen by the figures in docs/benchmarks-moderation.md (decisions.md, issue 20). */
export const DEFAULT_MODEL: ModelName = 'MobileNetV2Mid';
/** A photo the model has not judged in this time is treated as not judged (and so held). */
const CLASSIFY_TIMEOUT_MS = 30_000;

/**
 * Starts the worker file: compiled JavaScript in production; under the tests and the bench the TypeScript
 * source, through tsx's require hook.
 */
function startWorker(model: ModelName): Worker {
  const file = require.resolve('./nudity-model.worker');
  const hook = file.endsWith('.ts') ? require.resolve('tsx/cjs') : null;
  const boot = `const { workerData } = require('node:worker_threads');
if (workerData.hook) require(workerData.hook);
require(workerData.file);`;
  return new Worker(boot, { eval: true, workerData: { file, hook, model } });
}

interface Pending {
  resolve: (scores: NudityScores) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * NSFWJS in a worker thread, started on the first photo it is asked about (most photos never are: the quick
 * skin check clears them first). If the model cannot start or answer, classify() rejects and the caller
 * holds the photo. The worker does not keep the process alive.
 */
export class NudityModel {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** How long the worker took to load the model, once it has. */
  startupMs: number | null = null;

  constructor(readonly model: ModelName = DEFAULT_MODEL) {}

  async classify(photo: Buffer): Promise<NudityScores> {
    const pixels = await sharp(photo)
      .rotate()
      .resize(MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer();
    const worker = this.running();
    const id = this.nextId++;
    return new Promise<NudityScores>((resolve, reject) => {
      const timer = setTimeout(
        () => this.settle(id, new Error('the nudity model did not answer in time')),
        CLASSIFY_TIMEOUT_MS,
      );
      this.pending.set(id, { resolve, reject, timer });
      const copy = new ArrayBuffer(pixels.length);
      new Uint8Array(copy).set(pixels);
      const request: WorkerRequest = { id, pixels: new Uint8Array(copy) };
      worker.postMessage(request, [copy]);
    });
  }

  /** Waits for the model to load (the bench measures start-up this way). */
  async ready(): Promise<number> {
    const worker = this.running();
    if (this.startupMs !== null) return this.startupMs;
    return new Promise((resolve, reject) => {
      const onReply = (reply: WorkerReply) => {
        if (reply.kind === 'ready') resolve(reply.startupMs);
        else if (reply.kind === 'failed') reject(new Error(reply.message));
        else return;
        worker.off('message', onReply);
      };
      worker.on('message', onReply);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('the nudity model was closed'));
    await worker?.terminate();
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.model);
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.onReply(reply));
    worker.on('error', (error) => this.stopped(worker, error));
    worker.on('exit', (code) => this.stopped(worker, new Error(`the nudity model stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private onReply(reply: WorkerReply): void {
    switch (reply.kind) {
      case 'ready':
        this.startupMs = reply.startupMs;
        return;
      case 'failed':
        this.failAll(new Error(`the nudity model could not start: ${reply.message}`));
        return;
      case 'scores':
        this.settle(reply.id, reply.scores);
        return;
      case 'error':
        this.settle(reply.id, new Error(reply.message));
    }
  }

  /** A worker that failed or exited is dropped; the next photo starts a new one. */
  private stopped(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.failAll(error);
  }

  private settle(id: number, outcome: NudityScores | Error): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    clearTimeout(waiting.timer);
    if (outcome instanceof Error) waiting.reject(outcome);
    else waiting.resolve(outcome);
  }

  private failAll(error: Error): void {
    for (const id of [...this.pending.keys()]) this.settle(id, error);
  }
}
