// An order from the wizard to the song: the order, its discount code, checkout (Stripe's or the test-mode page), the
// payment provider's webhook, and the delivered song with its revision request.
import type { SongView } from '../../admin-api-types';
import type { CheckoutRedirect, CheckoutResponse, CheckoutUrl, DiscountCodeInfo, DiscountCodeQuery, OrderInitResponse, OrderView, RevisionRequested, SessionCheckResponse, TestCheckoutSession, WebhookReceived } from '../../api-types';
import type { RevisionRequestInput } from '../../schemas/admin';
import type { LyricsAnswerInput } from '../../schemas/lyrics';
import type { CheckoutRequest, OrderInit } from '../../schemas/order';
import { get, post, shape } from '../endpoint';

export const orderInit = post('/api/order/init', shape<{ body: OrderInit; response: OrderInitResponse }>);
export const discountCode = get('/api/discount-codes/:code', shape<{ query: DiscountCodeQuery; response: DiscountCodeInfo }>);
export const orderView = get('/api/orders/:token', shape<{ response: OrderView }>);
export const createCheckout = post('/api/stripe/create-checkout', shape<{ body: CheckoutRequest; response: CheckoutResponse }>);
export const stripeWebhook = post('/api/stripe/webhook', shape<{ response: WebhookReceived }>, 'raw');
export const sessionCheck = get('/api/stripe/session-check/:sessionId', shape<{ response: SessionCheckResponse }>);
export const checkoutUrl = get('/api/stripe/checkout-url/:sessionId', shape<{ response: CheckoutUrl }>);
export const testCheckoutSession = get('/api/test-checkout/:sessionId', shape<{ response: TestCheckoutSession }>);
export const testCheckoutPay = post('/api/test-checkout/:sessionId/pay', shape<{ response: CheckoutRedirect }>);
export const testCheckoutCancel = post('/api/test-checkout/:sessionId/cancel', shape<{ response: CheckoutRedirect }>);
export const song = get('/api/songs/:token', shape<{ response: SongView }>);
/** Beyond the spec (issue 26): the buyer approves the lyrics draft, or asks their one change. */
export const orderLyricsAnswer = post('/api/orders/:token/lyrics', shape<{ body: LyricsAnswerInput; response: OrderView }>);
export const songRevision = post('/api/songs/:token/revision', shape<{ body: RevisionRequestInput; response: RevisionRequested }>);
