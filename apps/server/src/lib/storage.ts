import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
  modified: Date;
}

/**
 * Where images and uploads live. Keys are relative paths such as `images/tours-1.svg` or
 * `uploads/ab12.png`. Local disk now; an S3-compatible store can implement the same interface.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array | string, contentType?: string): Promise<void>;
  /** The public URL path of a key, e.g. `/images/tours-1.svg`. */
  url(key: string): string;
  /** null when the key is invalid or nothing is stored under it. */
  read(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

/** Content type by file extension; unknown types are served as opaque bytes. */
export function contentTypeOf(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** Segments of letters, digits, '-', '_' and '.', none starting with a dot: no traversal, no hidden files. */
const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const isSafeKey = (key: string) => key.length <= 300 && SAFE_KEY.test(key);

/** Files under `root` on local disk. */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string): string | null => {
    if (!isSafeKey(key)) return null;
    const full = resolve(join(base, key));
    return full.startsWith(base + sep) ? full : null;
  };
  return {
    async put(key, bytes) {
      const full = pathOf(key);
      if (!full) throw new Error(`Invalid storage key: ${key}`);
      await mkdir(dirname(full), { recursive: true });
      const tmp = `${full}.${process.pid}.part`;
      await writeFile(tmp, bytes);
      await rename(tmp, full);
    },
    url: (key) => `/${key}`,
    async read(key) {
      const full = pathOf(key);
      if (!full) return null;
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        stream: createReadStream(full),
        size: info.size,
        contentType: contentTypeOf(key),
        modified: info.mtime,
      };
    },
    async exists(key) {
      const full = pathOf(key);
      if (!full) return false;
      return (await stat(full).catch(() => null))?.isFile() ?? false;
    },
  };
}

/** The app's storage: local disk under DATA_DIR. */
export const createStorage = (config: Pick<Config, 'dataDir'>): Storage =>
  createLocalStorage(config.dataDir);
