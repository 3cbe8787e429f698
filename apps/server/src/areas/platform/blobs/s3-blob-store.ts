import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { notFound } from '../../../http/app-error.js';
import { assertBlobKey, type BlobStore, type TByteRange } from './blob-store.js';

export interface TS3Options {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Part size of multipart uploads: memory per upload is about partSize × queueSize. */
  partSize?: number;
}

const MIB = 1024 * 1024;

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Blobs in an S3-compatible bucket. Puts stream through a multipart upload (5 MiB parts,
 * two in flight), so a 2 GB video never sits in memory; gets ask for a byte range.
 */
export function s3BlobStore(options: TS3Options): BlobStore & { client: S3Client } {
  const config: S3ClientConfig = {
    region: options.region ?? 'us-east-1',
    forcePathStyle: options.forcePathStyle ?? true,
    // Checksums on every part would make some S3-compatible servers refuse the upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (options.endpoint) config.endpoint = options.endpoint;
  if (options.accessKeyId && options.secretAccessKey)
    config.credentials = {
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
    };
  const client = new S3Client(config);
  const Bucket = options.bucket;

  return {
    client,
    async put(key, body, contentType) {
      assertBlobKey(key);
      let size = 0;
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: options.partSize ?? 5 * MIB,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        throw error;
      }
      return { size };
    },

    async get(key, range?: TByteRange): Promise<Readable> {
      assertBlobKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw notFound('File');
        throw error;
      }
    },

    async stat(key) {
      assertBlobKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
