// A buyer's review of their delivered song, from the order page (the order's token is the proof of purchase).
import type { OrderReview, OrderReviewState } from '../../reviews';
import type { ReviewInput } from '../../schemas/review';
import { get, post, shape } from '../endpoint';

export const orderReview = get('/api/orders/:token/review', shape<{ response: OrderReviewState }>);
export const orderReviewSend = post('/api/orders/:token/review', shape<{ body: ReviewInput; response: OrderReview }>);
