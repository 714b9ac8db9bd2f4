/**
 * The browser's next task: scheduler.yield() where there is one, else a message to ourselves. A timer would
 * wait at least 4 ms each time once nested, which over dozens of slices delays the work being sliced.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
