// Messages between the service and the nudity classifier's thread (nudity-model.worker.ts).

/** The models nsfwjs ships inside its npm package. */
export type ModelName = 'MobileNetV2' | 'MobileNetV2Mid' | 'InceptionV3';

/** The classes of the NSFWJS models, each with its probability (they add up to 1). */
export interface NudityScores {
  Drawing: number;
  Hentai: number;
  Neutral: number;
  Porn: number;
  Sexy: number;
}

/** The photo is sent as 224×224 RGB pixels, the models' input. */
export const MODEL_INPUT_SIZE = 224;

export interface WorkerRequest {
  id: number;
  pixels: Uint8Array;
}

export type WorkerReply =
  | { kind: 'ready'; startupMs: number }
  | { kind: 'failed'; message: string }
  | { kind: 'scores'; id: number; scores: NudityScores }
  | { kind: 'error'; id: number; message: string };
