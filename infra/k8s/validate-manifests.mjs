// Renders Kustomize overlays with `kubectl kustomize` (offline) and validates every object against its
// Kubernetes (KEDA, Prometheus Operator) schema from the kubernetes-models packages. Prints one line per overlay and
// exits non-zero naming each invalid object or a kind it has no schema for.
//   node infra/k8s/validate-manifests.mjs [overlay directory …]   (default: both overlays)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
const overlays =
  process.argv.length > 2 ? process.argv.slice(2) : ['dev', 'production'].map((o) => path.join(here, 'overlays', o));

/** Packages holding the models of operators' API groups (the others are Kubernetes' own). */
const OPERATOR_MODELS = {
  'keda.sh': '@kubernetes-models/keda',
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
};

/** The module of a kind's model: core `v1` and API groups from kubernetes-models, operators' from theirs. */
function modelModule(apiVersion) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  if (OPERATOR_MODELS[group]) return `${OPERATOR_MODELS[group]}/${group}/${version}`;
  return group === '' ? `kubernetes-models/${version}` : `kubernetes-models/${group}/${version}`;
}

async function validate(object) {
  const { apiVersion, kind, metadata } = object;
  const name = `${kind}/${metadata?.name ?? '?'}`;
  let models;
  try {
    models = await import(modelModule(apiVersion));
  } catch {
    return `${name}: no schema for ${apiVersion}`;
  }
  const Model = models[kind];
  if (!Model) return `${name}: no schema for ${apiVersion} ${kind}`;
  try {
    new Model(withoutLineBreaks(object)).validate();
    return null;
  } catch (error) {
    return `${name}: ${error.message}`;
  }
}

/**
 * Kustomize folds a long base64 Secret value over lines; the API server's decoder skips line breaks, the
 * schema's `byte` format does not, so they are dropped first.
 */
function withoutLineBreaks(object) {
  if (object.kind !== 'Secret' || !object.data) return object;
  const data = Object.fromEntries(Object.entries(object.data).map(([key, value]) => [key, value.replace(/\n/g, '')]));
  return { ...object, data };
}

let failed = false;
for (const overlay of overlays) {
  const rendered = execFileSync('kubectl', ['kustomize', overlay], { encoding: 'utf8' });
  const objects = parseAllDocuments(rendered)
    .map((document) => document.toJS())
    .filter(Boolean);
  const problems = (await Promise.all(objects.map(validate))).filter(Boolean);
  const kinds = [...new Set(objects.map((object) => object.kind))].sort().join(', ');
  console.log(
    `${path.relative(process.cwd(), overlay)}: ${objects.length} objects (${kinds}), ${problems.length} invalid`,
  );
  for (const problem of problems) console.log(`  ${problem}`);
  if (problems.length > 0 || objects.length === 0) failed = true;
}
process.exit(failed ? 1 : 0);
