// Reading Vite's manifest: which of the entry's chunks the starter evaluates first.
import { describe, expect, it } from 'vitest';
import { evaluatedFirst, type Manifest } from './buildManifest';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', name: 'index', isEntry: true, imports: ['_rolldown-runtime-1.js', '_react-dom-1.js'] },
  'boot.ts': { file: 'assets/boot-1.js', name: 'boot', isEntry: true },
  '_rolldown-runtime-1.js': { file: 'assets/rolldown-runtime-1.js', name: 'rolldown-runtime' },
  '_react-dom-1.js': { file: 'assets/react-dom-1.js', name: 'react-dom', imports: ['_rolldown-runtime-1.js'] },
};

describe('evaluatedFirst', () => {
  it("is React DOM's chunk among the entry's imports", () => {
    expect(evaluatedFirst(manifest)).toEqual(['/assets/react-dom-1.js']);
  });

  it('is nothing when the build made no such chunk', () => {
    const { '_react-dom-1.js': _dropped, ...rest } = manifest;
    expect(evaluatedFirst({ ...rest, 'index.html': { ...manifest['index.html']!, imports: ['_rolldown-runtime-1.js'] } })).toEqual([]);
  });
});
