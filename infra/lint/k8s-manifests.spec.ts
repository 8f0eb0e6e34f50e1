import { RUNNING_SERVICES } from '@sorsi/proto';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

// Issue 12 §2: the Kubernetes manifests render offline (`kubectl kustomize`) and every object validates
// against its schema; the production overlay runs every service there is.
const root = path.resolve(__dirname, '../..');
const validator = path.join(root, 'infra/k8s/validate-manifests.mjs');
const validate = (...overlays: string[]) =>
  spawnSync(process.execPath, [validator, ...overlays.map((o) => path.join(root, o))], { encoding: 'utf8' });

it('renders the dev and production overlays into objects that all validate', () => {
  const run = validate('infra/k8s/overlays/dev', 'infra/k8s/overlays/production');
  expect(run.stdout).toMatch(/overlays\/dev: \d+ objects .*, 0 invalid/);
  expect(run.stdout).toMatch(/overlays\/production: \d+ objects .*, 0 invalid/);
  expect(run.status).toBe(0);
});

it('refuses an overlay with an invalid object, naming it', () => {
  const run = validate('infra/k8s/testing/broken');
  expect(run.status).toBe(1);
  expect(run.stdout).toContain('Deployment/broken: data/spec/replicas must be integer');
});

it('deploys the gateway and one Deployment per running service, the AI service scaled on its queue', () => {
  const rendered = execFileSync('kubectl', ['kustomize', path.join(root, 'infra/k8s/overlays/production')], {
    encoding: 'utf8',
  });
  const objects = parseAllDocuments(rendered).map((document) => document.toJS());
  const named = (kind: string) => objects.filter((o) => o.kind === kind).map((o) => o.metadata.name as string);
  expect(named('Deployment').sort()).toEqual(
    ['sorsi-gateway', ...RUNNING_SERVICES.map((service) => `sorsi-${service}`)].sort(),
  );
  const scaler = objects.find((o) => o.kind === 'ScaledObject');
  expect(scaler.spec.scaleTargetRef.name).toBe('sorsi-ai');
  expect(scaler.spec.triggers[0].metadata.listName).toBe('sorsi:rpc.ai:wait');
  expect(named('Secret')).toEqual([]); // production references sorsi-secrets, never inlines it
  expect(named('HorizontalPodAutoscaler')).toEqual(['sorsi-gateway']);
});
