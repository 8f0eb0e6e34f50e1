// A datastore server run as a child of its own: ready when its log says so, stopped by a signal.

/**
 * Resolves once `stream` (the server's log) has printed `readyLine`; rejects if the server exits first,
 * with what it printed. The log is read and dropped from then on: an unread pipe would fill and stall it.
 */
export function serverReady(server, stream, readyLine, name) {
  return new Promise((resolve, reject) => {
    let output = '';
    const onExit = (code) => reject(new Error(`${name} exited (${code}) before it was ready: ${output.trim()}`));
    const onData = (chunk) => {
      output += chunk;
      if (!output.includes(readyLine)) return;
      server.off('exit', onExit);
      stream.off('data', onData).resume();
      resolve();
    };
    stream.on('data', onData);
    server.once('exit', onExit);
    server.once('error', reject);
  });
}

/** Stops the server with `signal` and resolves once it has exited (at once if it already has). */
export const stopServer = (server, signal) => () =>
  new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill(signal);
  });
