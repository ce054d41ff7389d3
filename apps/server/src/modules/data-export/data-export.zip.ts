import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written to a file as it is built, so memory stays at a few chunks whatever the export holds (decision 042):
 * JSON areas are deflated, uploads (PDF, images: already compressed) stored as they stream from the storage.
 */
export function zipToFile(path: string) {
  const out: WriteStream = createWriteStream(path);
  let failed: Error | null = null;
  out.on('error', (error) => {
    failed = error;
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) failed = error;
    else out.write(chunk);
    if (final) out.end();
  });
  /** Waits while the file is behind, so chunks never pile up in memory. */
  const drained = async () => {
    if (failed) throw failed;
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  return {
    /** A small file given whole (a JSON area, the README), deflated. */
    addBytes: async (name: string, bytes: Uint8Array) => {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(bytes, true);
      await drained();
    },
    /** A stored file read chunk by chunk, kept as it is. */
    addStream: async (name: string, stream: Readable) => {
      const entry = new ZipPassThrough(name);
      zip.add(entry);
      for await (const chunk of stream) {
        entry.push(new Uint8Array(chunk as Buffer));
        await drained();
      }
      entry.push(new Uint8Array(0), true);
      await drained();
    },
    /** Ends the archive and waits until the file is complete. */
    finish: async () => {
      zip.end();
      if (!out.writableFinished) await once(out, 'finish');
      if (failed) throw failed;
    },
    /** Stops writing (after a failure), closing the file. */
    abort: () => {
      zip.terminate();
      out.destroy();
    },
  };
}
