// Extra nginx instances over build/ for tests that need another render of the production config (a TLS
// front, trusted proxies, a feedback upstream that misbehaves). Each listens on loopback only.
import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';

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

/** Runs deploy/serve.sh PORT build [args] and waits until PORT accepts connections. */
export async function startNginx(port: number, args: string[] = [], env: Record<string, string> = {}): Promise<Nginx> {
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
    if (await canConnect(port)) return {port, stop};
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`nginx did not listen on ${port}:\n${output}`);
}
