// Free loopback ports for the tests and benchmarks that start a server, nginx or the feedback service.
import net from 'node:net';

/**
 * `count` different free ports on 127.0.0.1 (each held until all are known, so they differ).
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      {length: count},
      () =>
        new Promise((resolve, reject) => {
          const srv = net.createServer();
          srv.once('error', reject);
          srv.listen(0, '127.0.0.1', () => resolve(srv));
        }),
    ),
  );
  const ports = servers.map((srv) => /** @type {net.AddressInfo} */ (srv.address()).port);
  await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
  return ports;
}

/**
 * One free port on 127.0.0.1.
 * @returns {Promise<number>}
 */
export async function freePort() {
  const [port] = await freePorts(1);
  return /** @type {number} */ (port);
}
