// Where stored files live: a folder on this machine, or an S3-compatible bucket. The storage service holds the
// rules (rows and files change together); a store only moves bytes, under the stored names it is given.
import type { Readable } from 'node:stream';

export interface StoredObjectInfo {
  size: number;
  mtime: Date;
}

export interface ObjectStore {
  /** For log lines: the uploads folder, or s3://bucket/prefix. */
  readonly location: string;
  /** A local folder for a copy made before `moveIn` (next to the uploads on disk, so the move is a rename). */
  readonly scratchDir: string;
  /** Stores the local file under `name`; the local file is gone afterwards. A failure leaves no stored file. */
  moveIn(localPath: string, name: string, contentType: string): Promise<void>;
  /** Size and time of the stored file; undefined when there is none. */
  stat(name: string): Promise<StoredObjectInfo | undefined>;
  /** The bytes `start` to `end` (inclusive); undefined when the file is gone. */
  read(name: string, range: { start: number; end: number }): Promise<Readable | undefined>;
  /**
   * A file on this machine with the stored bytes, for programs that read files (ffmpeg): on disk the stored
   * file itself, from a bucket a download into `workDir` (which the caller removes afterwards).
   */
  localFile(name: string, workDir: string): Promise<string>;
  /** Removes the stored file; no error when there is none. */
  delete(name: string): Promise<void>;
  /** Removes stored files whose names `known` does not answer (see each store for which it considers). */
  removeOrphans(known: (names: string[]) => Promise<Set<string>>, now: Date): Promise<number>;
}
