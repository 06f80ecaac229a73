// The delivered song's page (loaded on demand from SongPage.tsx); others borrow how it writes a date.
export { formatDay } from './songView';
