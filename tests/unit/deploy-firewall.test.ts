// deploy/firewall.nft parses with nftables' own checker (`nft -c -f`, which loads nothing), where nft is installed.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const nft = ['/usr/sbin/nft', '/sbin/nft', '/usr/bin/nft'].find((p) => fs.existsSync(p));
const check = (file: string) => spawnSync(nft!, ['-c', '-f', file], {encoding: 'utf8'});

// `nft -c` still opens a netlink socket, which needs CAP_NET_ADMIN: without it every file fails the same way.
const probe = nft ? check('/dev/null') : undefined;
const why = !nft
  ? 'nft is not installed (apt-get install nftables): deploy/firewall.nft is NOT checked'
  : probe!.status !== 0
    ? `nft cannot run its checker here (${probe!.stderr.trim()}): deploy/firewall.nft is NOT checked`
    : undefined;
if (why) console.warn(`deploy-firewall.test.ts skipped: ${why}`);

describe.skipIf(Boolean(why))('firewall rules', () => {
  it('deploy/firewall.nft passes nft -c', () => {
    const result = check('deploy/firewall.nft');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('the checker does fail a broken rule set', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-nft-'));
    const broken = path.join(dir, 'firewall.nft');
    fs.writeFileSync(broken, fs.readFileSync('deploy/firewall.nft', 'utf8').replace('ct count over 128', 'ct count above 128'));
    const result = check(broken);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/syntax error/i);
  });

  it('caps new connections per address on both address families', () => {
    const rules = fs.readFileSync('deploy/firewall.nft', 'utf8');
    expect(rules).toMatch(/ip saddr ct count over \d+ \} counter reject with tcp reset/);
    expect(rules).toMatch(/ip6 saddr ct count over \d+ \} counter reject with tcp reset/);
  });
});
