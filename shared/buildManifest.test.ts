// Reading Vite's manifest: which of the entry's chunks the starter evaluates first, and what runs before anything lazy.
import { describe, expect, it } from 'vitest';
import { entryScripts, evaluatedFirst, type Manifest } from './buildManifest';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    name: 'index',
    isEntry: true,
    imports: ['_rolldown-runtime-1.js', '_react-dom-1.js'],
    dynamicImports: ['features/faq/FaqPage.tsx'],
  },
  'features/faq/FaqPage.tsx': { file: 'assets/FaqPage-1.js', name: 'FaqPage', imports: ['_rolldown-runtime-1.js', '_faq-1.js'] },
  '_faq-1.js': { file: 'assets/faq-1.js', name: 'faq' },
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

describe('entryScripts', () => {
  it('is the starter, the entry and what the entry imports statically, each once; nothing it loads lazily', () => {
    expect(entryScripts(manifest)).toEqual([
      '/assets/boot-1.js',
      '/assets/index-1.js',
      '/assets/rolldown-runtime-1.js',
      '/assets/react-dom-1.js',
    ]);
  });
});
