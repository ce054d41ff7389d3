import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../../test/s3-server';
import { createS3Storage } from './s3-storage';
import { createDiskStorage, type Storage } from './storage';

/** One contract, two stores: disk and a real S3-protocol server reached through the AWS SDK. */
const stores: { name: string; open: () => Promise<{ storage: Storage; close: () => Promise<void> }> }[] = [
  {
    name: 'disk',
    open: async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'tb-disk-'));
      return { storage: createDiskStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    open: async () => {
      const server: S3TestServer = await startS3Server();
      const storage = createS3Storage(server.settings);
      return {
        storage,
        close: async () => {
          storage.destroy();
          await server.stop();
        },
      };
    },
  },
];

describe.each(stores)('$name storage', ({ open }) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(() => close());

  it('gives back the bytes it was given, under nested keys', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await storage.put('profile/2026/11/a.webp', bytes);
    expect(await storage.get('profile/2026/11/a.webp')).toEqual(bytes);
  });

  it('streams the bytes', async () => {
    await storage.put('documents/1/b.pdf', Buffer.from('%PDF-1.4 hello'));
    const stream = await storage.stream('documents/1/b.pdf');
    expect(stream).not.toBeNull();
    expect(await text(stream as NonNullable<typeof stream>)).toBe('%PDF-1.4 hello');
  });

  it('stores a local file by streaming it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tb-put-'));
    try {
      // Larger than one read chunk, so it really streams.
      const bytes = Buffer.alloc(300_000, 7);
      bytes.write('PK', 0);
      const file = path.join(dir, 'export.zip');
      await writeFile(file, bytes);
      await storage.putFile('exports/2026/11/e.zip', file, bytes.length);
      expect((await storage.get('exports/2026/11/e.zip'))?.equals(bytes)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('replaces what a key held', async () => {
    await storage.put('profile/c.webp', Buffer.from('first'));
    await storage.put('profile/c.webp', Buffer.from('second'));
    expect((await storage.get('profile/c.webp'))?.toString()).toBe('second');
  });

  it('answers null for a missing key, by get and by stream', async () => {
    expect(await storage.get('profile/missing.webp')).toBeNull();
    expect(await storage.stream('profile/missing.webp')).toBeNull();
  });

  it('removes a key, and removing a missing key is no error', async () => {
    await storage.put('profile/d.webp', Buffer.from('gone soon'));
    await storage.remove('profile/d.webp');
    expect(await storage.get('profile/d.webp')).toBeNull();
    await expect(storage.remove('profile/d.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its root', async () => {
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/unsafe storage key/);
  });
});
