// The thread of due-clock.mjs: given the start, sleeps until each due time, then posts its index.
import { parentPort, workerData } from 'node:worker_threads';

const { due } = workerData;
const cell = new Int32Array(new SharedArrayBuffer(4));
parentPort.once('message', (start) => {
  for (let k = 0; k < due.length; k += 1) {
    const wait = start + due[k] - (performance.timeOrigin + performance.now());
    if (wait > 0) Atomics.wait(cell, 0, 0, wait);
    parentPort.postMessage(k);
  }
});
