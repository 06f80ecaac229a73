// The Sample Songs tab.
export { SampleSongsTab } from './SampleSongsTab';
