// React DOM's client, as the entry uses it. Built into React DOM's chunk (vite.config.ts): a CommonJS package runs
// its module body where it is first imported, so this re-export is what makes evaluating that chunk evaluate React
// DOM, a task before the rest of the entry (app/boot.ts).
export { createRoot, hydrateRoot } from 'react-dom/client';
