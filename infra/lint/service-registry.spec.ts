import { RUNNING_SERVICES } from '@sorsi/proto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// A service is registered by its folder under services/: the workspaces, the build, the jest projects
// and the development stack find it there. What cannot read folders is kept in step here.
const root = path.resolve(__dirname, '../..');
const folders = readdirSync(path.join(root, 'services'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'kit')
  .map((entry) => entry.name)
  .sort();

describe('the services', () => {
  it('are the folders under services/ and the names the gateway pings (proto RUNNING_SERVICES)', () => {
    expect([...RUNNING_SERVICES].sort()).toEqual(folders);
  });

  it.each(folders)('%s runs the way every service does: the one main and a service definition', (name) => {
    const main = readFileSync(path.join(root, 'services', name, 'src/main.ts'), 'utf8');
    expect(main).toBe(readFileSync(path.join(root, 'services/auth/src/main.ts'), 'utf8'));
    expect(existsSync(path.join(root, 'services', name, 'src/service.ts'))).toBe(true);
  });

  it.each(folders)('%s has its entry in docker-compose.yml, built from the one service target', (name) => {
    const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
    expect(compose).toContain(
      `\n  ${name}:\n    <<: *service\n    build: { <<: *service-build, args: { SERVICE: ${name} } }\n`,
    );
  });

  it.each([...folders, 'gateway'])(
    '%s signs in to Redis in docker-compose.yml as its own user (issue 8 §7)',
    (name) => {
      const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
      const password = `REDIS_PASSWORD_${name.toUpperCase()}`;
      expect(compose).toContain(`REDIS_URL: redis://${name}:\${${password}:-local-${name}-redis}@redis:6379`);
      expect(compose).toContain(`${password}: \${${password}:-local-${name}-redis}`);
    },
  );
});
