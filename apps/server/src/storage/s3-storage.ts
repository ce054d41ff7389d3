import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage } from './storage';

export type S3Settings = {
  /** Empty for AWS itself; the provider's URL otherwise (MinIO, R2, Spaces, ...). */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Absent: the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
};

/** A missing object: `NoSuchKey` from GET, or a bare 404 from servers that do not send the error body. */
function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** Uploaded files in an S3-compatible bucket, under the same keys as on disk. */
export function createS3Storage(settings: S3Settings): Storage & { destroy: () => void } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the API requires them: with the SDK's default, a streamed upload is sent aws-chunked with
    // a trailing checksum, which S3-compatible servers (MinIO versions, R2, s3rver) store or refuse as it came.
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const open = async (key: string) => {
    assertSafeKey(key);
    try {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return object.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    put: async (key, bytes) => {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    },
    putFile: async (key, path, size) => {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(path), ContentLength: size }));
    },
    get: async (key) => {
      const body = await open(key);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream: open,
    remove: async (key) => {
      assertSafeKey(key);
      // S3 answers 204 for a missing key too, so removing twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    destroy: () => client.destroy(),
  };
}
