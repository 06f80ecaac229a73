// @ts-check
// Source hashes and the stamps that record them beside a build, so a build is redone only when its sources changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** @param {string} target @returns {string[]} every file under target, sorted, tests left out */
function filesUnder(target) {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(target, entry.name);
      if (entry.isDirectory()) return filesUnder(full);
      return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
    });
}

/**
 * A hash of every source file's path and content: a clone, a pull or an edit all change it.
 * @param {string} root
 * @param {readonly string[]} sources paths relative to root (folders or files)
 */
export function sourceHash(root, sources) {
  const hash = createHash('sha256');
  for (const file of sources.flatMap((s) => filesUnder(path.join(root, s)))) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const STAMP = '.source-hash';

/** @param {string} dir a build's output folder @param {string} hash @param {string} product a file the build makes */
export function isFresh(dir, hash, product) {
  const stamp = path.join(dir, STAMP);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === hash && fs.existsSync(path.join(dir, product));
}

/** @param {string} dir @param {string} hash */
export function writeStamp(dir, hash) {
  fs.writeFileSync(path.join(dir, STAMP), `${hash}\n`);
}
