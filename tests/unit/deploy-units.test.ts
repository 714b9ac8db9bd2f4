// The systemd units in deploy/systemd pass systemd's own checker, where this machine has it.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => fs.existsSync(p));
const verify = (...files: string[]) => spawnSync(analyze!, ['verify', ...files], {encoding: 'utf8'});

describe.skipIf(!analyze)('systemd units', () => {
  it.each(['pitbase-feedback.service', 'pitbase-nginx.service'])('%s passes systemd-analyze verify', (unit) => {
    const result = verify(path.join('deploy/systemd', unit));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('the checker does fail a broken unit', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-unit-'));
    const broken = path.join(dir, 'pitbase-feedback.service');
    fs.writeFileSync(
      broken,
      fs.readFileSync('deploy/systemd/pitbase-feedback.service', 'utf8').replace('ExecStart=/usr/bin/node', 'ExecStart=node-missing'),
    );
    expect(verify(broken).status).not.toBe(0);
  });

  it('the feedback unit starts the service the repo ships, from its own folder', () => {
    const unit = fs.readFileSync('deploy/systemd/pitbase-feedback.service', 'utf8');
    const script = unit.match(/^ExecStart=\S+ \S+ (\S+)$/m)?.[1];
    expect(script).toBe('services/feedback/server.ts');
    expect(fs.existsSync(script!)).toBe(true);
    expect(unit).toMatch(/^Restart=always$/m);
  });
});
