// The nudity classifier's thread: NSFWJS's MobileNetV2 models on TensorFlow.js's WebAssembly backend, with
// the weights read from the nsfwjs package in node_modules (nothing is downloaded). It answers one photo at a
// time, so the service's event loop never waits for a model.
import * as tf from '@tensorflow/tfjs';
import '@tensorflow/tfjs-backend-wasm';
import { load, type NSFWJS } from 'nsfwjs/core';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import {
  MODEL_INPUT_SIZE,
  type ModelName,
  type NudityScores,
  type WorkerReply,
  type WorkerRequest,
} from './nudity-model-protocol';

interface PackagedModel {
  directory: string;
  shards: number;
  graph: boolean;
  size: number;
}

const PACKAGED: Record<ModelName, PackagedModel> = {
  MobileNetV2: { directory: 'mobilenet_v2', shards: 1, graph: false, size: 224 },
  MobileNetV2Mid: { directory: 'mobilenet_v2_mid', shards: 2, graph: true, size: 224 },
  InceptionV3: { directory: 'inception_v3', shards: 6, graph: false, size: 299 },
};

/**
 * The model's files as the package ships them (model.min.js and group1-shardNofM.min.js, which hold the
 * topology and the base64 weights). They are required by path: nsfwjs's own CommonJS loader
 * spends seconds copying the weight string character by character into an object.
 */
function definition(name: ModelName) {
  const { directory, shards } = PACKAGED[name];
  const folder = path.join(path.dirname(require.resolve('nsfwjs')), '..', 'models', directory);
  const requireFile = createRequire(__filename);
  const read = <T>(base: string) => requireFile(path.join(folder, base)) as T;
  return {
    name,
    numOfWeightBundles: shards,
    modelJson: async () => ({ default: read<tf.io.ModelJSON>('model.min.js') }),
    weightBundles: Array.from({ length: shards }, (_, at) => async () => ({
      default: read<string>(`group1-shard${at + 1}of${shards}.min.js`),
    })),
  };
}

async function start(name: ModelName): Promise<NSFWJS> {
  await tf.setBackend('wasm');
  await tf.ready();
  const { graph, size } = PACKAGED[name];
  const quiet = console.info;
  console.info = () => undefined; // nsfwjs announces the model it loads on every start
  try {
    return await load(name, { modelDefinitions: [definition(name)], size, ...(graph ? { type: 'graph' } : {}) });
  } finally {
    console.info = quiet;
  }
}

const port = parentPort!;
const name = (workerData as { model: ModelName }).model;
const started = performance.now();
const ready = start(name);

ready.then(
  () => port.postMessage({ kind: 'ready', startupMs: performance.now() - started } satisfies WorkerReply),
  (error: unknown) => port.postMessage({ kind: 'failed', message: String(error) } satisfies WorkerReply),
);

port.on('message', (request: WorkerRequest) => {
  void ready
    .then(async (model) => {
      const input = tf.tensor3d(request.pixels, [MODEL_INPUT_SIZE, MODEL_INPUT_SIZE, 3], 'int32');
      try {
        const scores: NudityScores = { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0 };
        for (const { className, probability } of await model.classify(input, 5)) scores[className] = probability;
        port.postMessage({ kind: 'scores', id: request.id, scores } satisfies WorkerReply);
      } finally {
        input.dispose();
      }
    })
    .catch((error: unknown) =>
      port.postMessage({ kind: 'error', id: request.id, message: String(error) } satisfies WorkerReply),
    );
});
