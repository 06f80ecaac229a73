// Sample songs: the page (loaded on demand from SampleSongsPage.tsx) and the preview other pages show.
export { SampleSongsPreview } from './SampleSongsPreview';
