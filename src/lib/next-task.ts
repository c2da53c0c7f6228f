/**
 * A new task (not a microtask): a MessageChannel message, which unlike setTimeout is not clamped to 4 ms. Long
 * work done in slices awaits it between them, so that input and painting go on in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
