// The spec's enumerations (product spec §3), shared by the pages and the API.

export const OCCASIONS = [
  'Anniversary',
  'Birthday',
  'Proposal',
  'Wedding',
  'Loss / Grief',
  'In Memory Of',
  'New Baby',
  'Graduation',
  'Friendship',
  'Thank You',
  'Just Because',
  'Life Story / Milestone',
  'Other',
] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const MOODS = ['Romantic', 'Joyful', 'Tender', 'Uplifting', 'Nostalgic', 'Playful', 'Hopeful'] as const;
export type Mood = (typeof MOODS)[number];

export const GENRES = ['Romantic Ballad', 'Acoustic Folk', 'Pop', 'R&B', 'Country', 'Lo-fi', 'Cinematic'] as const;
export type Genre = (typeof GENRES)[number];

export const VOCAL_PREFERENCES = ['Female', 'Male', 'No Preference'] as const;
export type VocalPreference = (typeof VOCAL_PREFERENCES)[number];

/** The category a sample song is filed under on /sample-songs (spec §3, "sample-song occasion/genre filter values"). */
export const SAMPLE_CATEGORIES = [
  'Just Because',
  'Birthday',
  'Our Love Story',
  'Engagement',
  'Wedding',
  'Anniversary',
  "Valentine's Day",
  'Christmas',
  'Graduation',
  "Mother's Day",
  "Father's Day",
  'New Baby',
  'Retirement',
  'Memorial',
  'Other',
] as const;
export type SampleCategory = (typeof SAMPLE_CATEGORIES)[number];

export const INQUIRY_TYPES = ['custom-song', 'pricing', 'timeline', 'technical', 'partnership', 'other'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  'custom-song': 'Custom song question',
  pricing: 'Pricing',
  timeline: 'Delivery timeline',
  technical: 'Technical problem',
  partnership: 'Partnership',
  other: 'Something else',
};

export const ORDER_STATUSES = ['pending', 'approved', 'in_progress', 'completed', 'delivered', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const FREE_SONG_STATUSES = [
  'pending',
  'approved',
  'in_progress',
  'completed',
  'delivered',
  'reaction_received',
  'rejected',
] as const;
export type FreeSongStatus = (typeof FREE_SONG_STATUSES)[number];
