// The audit log (issue 26, item 8), for the owner in Settings: every staff action with who, when, what and the value
// before and after, newest first; filtered by action and dates, a page at a time. Entries stack as cards at 390 px.
import { useId, useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '../../../shared/audit';
import { failureText } from '../kit/client';
import { FieldError } from '../kit/FieldError';
import { formatDateTime } from '../kit/format';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { auditActionLabel, auditQuery, auditTarget, auditValue, NO_AUDIT_FILTERS, type AuditFilters } from './auditView';
import { useAuditLog } from './settingsQueries';

function AuditItem({ entry }: { entry: AuditEntry }) {
  const target = auditTarget(entry);
  const changed = entry.before !== null || entry.after !== null;
  return (
    <li className="audit-entry">
      <p className="audit-entry__head">
        <strong>{auditActionLabel(entry)}</strong>
        {target && <> · {target}</>}
      </p>
      <p className="audit-entry__meta">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · by {entry.actor.label}
      </p>
      {entry.detail && <p className="audit-entry__detail">{entry.detail}</p>}
      {changed && (
        <dl className="audit-entry__change">
          <dt>Before</dt>
          <dd>{auditValue(entry.before)}</dd>
          <dt>After</dt>
          <dd>{auditValue(entry.after)}</dd>
        </dl>
      )}
    </li>
  );
}

function AuditFiltersForm({
  id,
  filters,
  onChange,
  error,
}: {
  id: string;
  filters: AuditFilters;
  onChange: (f: AuditFilters) => void;
  error: string | null;
}) {
  const set = (change: Partial<AuditFilters>) => onChange({ ...filters, ...change });
  return (
    <div className="audit-filters" role="group" aria-label="Filter the audit log">
      <div className="field">
        <label htmlFor={`${id}-action`}>Action</label>
        <select
          id={`${id}-action`}
          className="select"
          value={filters.action}
          onChange={(e) => set({ action: e.target.value as AuditAction | '' })}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_ACTION_LABELS[a]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} className="input" type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <input
          id={`${id}-to`}
          className="input"
          type="date"
          value={filters.to}
          onChange={(e) => set({ to: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-to-error` : undefined}
        />
        <FieldError id={`${id}-to-error`} message={error} />
      </div>
    </div>
  );
}

export function AuditLogSection() {
  const id = useId();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const request = auditQuery(filters, page);
  // A reversed date range asks nothing: the last good query stays on screen beside the error.
  const [query, setQuery] = useState(() => auditQuery(NO_AUDIT_FILTERS, 1));
  if (request.ok && JSON.stringify(request.query) !== JSON.stringify(query.ok && query.query)) setQuery(request);
  const log = useAuditLog(query.ok ? query.query : { page: '1' });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  return (
    <section className="card admin-card audit" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="setting__name">
        Audit log
      </h3>
      <p className="setting__state">Every sign-in and staff action: who, when, and what changed.</p>
      <AuditFiltersForm
        id={id}
        filters={filters}
        error={request.ok ? null : request.error}
        onChange={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      {log.isPending ? (
        <ListSkeleton label="Loading the audit log…" />
      ) : log.isError ? (
        <LoadError
          message="Failed to fetch the audit log"
          detail={failureText(log.error)}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : log.data.entries.length === 0 ? (
        <EmptyState title="Nothing recorded for these filters" />
      ) : (
        <ol className="audit-list" aria-label="Audit entries, newest first" aria-busy={log.isPlaceholderData}>
          {log.data.entries.map((entry) => (
            <AuditItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <nav className="audit-pages" aria-label="Audit log pages">
        <button type="button" className="btn btn--outline btn--small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Newer
        </button>
        <p role="status" className="audit-pages__where">
          Page {page} of {pages}
          {log.data && ` · ${log.data.total} ${log.data.total === 1 ? 'entry' : 'entries'}`}
        </p>
        <button type="button" className="btn btn--outline btn--small" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          Older
        </button>
      </nav>
    </section>
  );
}
