// The links of the shared header, its mobile drawer and the footer, defined once.

export const NAV_LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/how-it-works', label: 'How it works' },
  { to: '/sample-songs', label: 'Sample songs' },
] as const;

export const FREE_SONG_LINK = { to: '/free-song', label: 'GET a FREE SONG' } as const;
export const START_SONG_LINK = { to: '/create-song?fresh=true', label: 'Start Your Song' } as const;
