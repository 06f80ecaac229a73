// A song given on a date (issue 25): the recipient's own page, a countdown until the moment, then the song.
import type { GiftView } from '../../admin-api-types';
import { get, shape } from '../endpoint';

export const gift = get('/api/gifts/:token', shape<{ response: GiftView }>);
