// Addresses inside the admin area that the Live Chat tab links to (kept in the URL: /admin?tab=…).
export const chatLink = (sessionId: string) => `/admin?${new URLSearchParams({ tab: 'chat', session: sessionId })}`;

/** The Ordered Songs tab searching for this customer's email (OrderSection reads `q`). */
export const ordersLink = (email: string) => `/admin?${new URLSearchParams({ tab: 'orders', q: email })}`;
