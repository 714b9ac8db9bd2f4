// Extra nginx instances over build/ for tests that need another render of the production config (a TLS
// front, trusted proxies, a feedback upstream that misbehaves). Each listens on loopback only.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface Nginx {
  port: number;
  stop: () => Promise<void>;
}

/** The pid nginx wrote after it bound its ports, or null before then. */
const pidIn = (file: string) => {
  try {
    return Number(fs.readFileSync(file, 'utf8').trim()) || null;
  } catch {
    return null;
  }
};

/**
 * Runs deploy/serve.sh PORT build [args] and waits until this nginx has bound PORT: its pid file names the child
 * (nginx writes it only after every listen socket is bound) and PORT accepts a connection. A connection alone is
 * not proof: another process may hold the port for a moment, and a probe from an ephemeral port can connect to
 * itself when nothing listens.
 */
export async function startNginx(port: number, args: string[] = [], env: Record<string, string> = {}): Promise<Nginx> {
  const runtimeAt = args.indexOf('--runtime');
  const runtime = path.resolve(runtimeAt >= 0 ? args[runtimeAt + 1]! : `.tmp/nginx-${port}`);
  const pidFile = path.join(runtime, 'nginx.pid');
  fs.rmSync(pidFile, {force: true});
  let output = '';
  const child: ChildProcess = spawn('bash', ['deploy/serve.sh', String(port), 'build', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, PATH: `${process.env.PATH}:/usr/sbin`, ...env},
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGQUIT');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited early:\n${output}`);
    if (pidIn(pidFile) === child.pid && (await canConnect(port))) return {port, stop};
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`nginx did not listen on ${port}:\n${output}`);
}
