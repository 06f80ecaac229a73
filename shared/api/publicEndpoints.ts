// Every endpoint a customer's browser (or a mail client, or the payment provider) calls under /api, one export each,
// in one module per area. The browser imports this as a namespace (`import * as publicEndpoints`): the bundler keeps
// only the endpoints some page calls, each in the chunk of the pages that call it, so the first page carries the
// few it needs. Types only come in: this reaches the first page, and Zod must not.
export * from './public/chat';
export * from './public/freeSong';
export * from './public/gifts';
export * from './public/notices';
export * from './public/orders';
export * from './public/reviews';
export * from './public/site';
export * from './public/slideshow';
