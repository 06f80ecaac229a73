// What a list shows while it loads, when it failed (the spec's "Failed to fetch …" with a retry) and when empty.
export function ListSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="admin-skeleton">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton admin-skeleton__row" />
      ))}
    </div>
  );
}

export function LoadError({
  message,
  detail,
  onRetry,
  retrying,
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="admin-error" role="alert">
      <p className="admin-error__title">{message}</p>
      {detail && <p className="admin-error__detail">{detail}</p>}
      <button type="button" className="btn btn--outline" onClick={() => !retrying && onRetry()} aria-disabled={retrying}>
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="admin-empty">
      <p className="admin-empty__title">{title}</p>
      {children}
    </div>
  );
}
