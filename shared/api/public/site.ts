// The shop's own pages: its configuration, samples, testimonials, settings, contact form and stored media. The first
// page calls some of these, so this module stays small.
import type { ContactAccepted, Health, MediaQuery, PublicConfig, SampleSong, Setting } from '../../api-types';
import type { ContactMessage } from '../../schemas/contact';
import type { PublicTestimonial } from '../../testimonials';
import { get, post, shape } from '../endpoint';

export const health = get('/api/health', shape<{ response: Health }>);
export const config = get('/api/config', shape<{ response: PublicConfig }>);
export const sampleSongs = get('/api/sample-songs', shape<{ response: SampleSong[] }>);
export const testimonials = get('/api/testimonials', shape<{ response: PublicTestimonial[] }>);
export const publicSetting = get('/api/settings/:key', shape<{ response: Setting }>);
export const contact = post('/api/contact', shape<{ body: ContactMessage; response: ContactAccepted }>);
export const media = get('/api/media/:id', shape<{ query: MediaQuery; response: Blob }>, 'file');
