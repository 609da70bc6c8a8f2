// The soak's view into the server's heap: the instance runs with `--inspect=127.0.0.1:<port>` and
// the harness speaks the Chrome DevTools Protocol to it (no code in the server): a full garbage
// collection followed by `process.memoryUsage()`, so memory is sampled at the same point of the
// collector's cycle every time instead of wherever its sawtooth happens to be; and, on request,
// heap snapshots (to diff when the post-collection heap keeps growing).
import fs from 'node:fs';
import WebSocket from 'ws';
import { sleep } from './cluster.mjs';

export async function openInspector(port, { timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let target;
  for (;;) {
    try {
      const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
      target = list.find((t) => t.webSocketDebuggerUrl);
      if (target) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no inspector on port ${port}`);
    await sleep(200);
  }
  const ws = new WebSocket(target.webSocketDebuggerUrl, { maxPayload: 1 << 30 });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let nextId = 0;
  const pending = new Map();
  const listeners = new Map();
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data));
    if (msg.id && pending.has(msg.id)) {
      const { resolve, reject } = pending.get(msg.id);
      pending.delete(msg.id);
      if (msg.error) reject(new Error(`${msg.error.message}`));
      else resolve(msg.result);
    } else if (msg.method) listeners.get(msg.method)?.(msg.params);
  });
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call('HeapProfiler.enable');
  return {
    /** a full collection, then process.memoryUsage() (bytes) of the server */
    async memoryAfterGc() {
      await call('HeapProfiler.collectGarbage');
      const r = await call('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      return JSON.parse(r.result.value);
    },
    /** writes a heap snapshot (.heapsnapshot, loadable in Chrome DevTools' Memory tab) */
    async heapSnapshot(file) {
      const out = fs.createWriteStream(file);
      listeners.set('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => out.write(chunk));
      await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      listeners.delete('HeapProfiler.addHeapSnapshotChunk');
      await new Promise((resolve) => out.end(resolve));
    },
    close() {
      ws.close();
    },
  };
}
