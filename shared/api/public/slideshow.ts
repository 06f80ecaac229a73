// The photo slideshow video on the order page (issue 25): the buyer's photos (upload, thumbnail, remove, reorder)
// and the video asked for by the buyer when the song came before enough photos did.
import type { OrderSlideshow, PhotoOrder } from '../../schemas/slideshow';
import { del, get, post, put, shape } from '../endpoint';

export const orderPhotoUpload = post('/api/orders/:token/photos', shape<{ response: OrderSlideshow }>, 'multipart');
export const orderPhoto = get('/api/orders/:token/photos/:id', shape<{ response: Blob }>, 'file');
export const orderPhotoDelete = del('/api/orders/:token/photos/:id', shape<{ response: OrderSlideshow }>);
export const orderPhotoOrder = put('/api/orders/:token/photos/order', shape<{ body: PhotoOrder; response: OrderSlideshow }>);
export const orderSlideshowRender = post('/api/orders/:token/slideshow', shape<{ response: OrderSlideshow }>);
