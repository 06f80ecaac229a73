// What shows for the instant a page's code is loading: a quiet skeleton, announced to screen readers.
export function PageFallback() {
  return (
    <div className="container section page-fallback" role="status" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      <div className="skeleton" style={{ height: 44, maxWidth: 420, marginBottom: 16 }} />
      <div className="skeleton" style={{ height: 18, maxWidth: 620, marginBottom: 10 }} />
      <div className="skeleton" style={{ height: 18, maxWidth: 560 }} />
    </div>
  );
}
