// The free-song promotion: the spots left, the application, and the winner's reaction video.
import type { FreeSongCount, FreeSongSubmitted, ReactionDetails, ReactionFields, ReactionReceived } from '../../schemas/freeSong';
import { get, post, shape } from '../endpoint';

export const freeSongCount = get('/api/free-song-submissions/count', shape<{ response: FreeSongCount }>);
// The service names every missing field at once, so the application reaches it whole (FreeSongApplication is its shape).
export const freeSongSubmit = post('/api/free-song-submissions', shape<{ body: Record<string, unknown>; response: FreeSongSubmitted }>);
export const reactionDetails = get('/api/free-song-submissions/:id/reaction-details', shape<{ response: ReactionDetails }>);
export const reactionUpload = post('/api/free-song-submissions/:id/reaction-video', shape<{ body: ReactionFields; response: ReactionReceived }>, 'multipart');
