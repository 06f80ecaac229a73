// Live Chat → Messages: the contact-form inbox. Newest first; an unread message is marked until opened (opening
// marks it read); an open message shows everything the sender wrote, the reply box, Mark done and Delete. The open
// message is kept in the URL (&message=<id>), so a push about a new message opens it.
import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../ui/router';
import type { AdminContactMessage } from '../../../shared/admin-api-types';
import { failureText } from '../kit/client';
import { useInbox, useInboxActions } from './inboxQueries';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { EmptyState, ListSkeleton, LoadError } from '../kit/LoadState';
import { useDeleteConfirmation } from '../kit/useDeleteConfirmation';
import { InboxItem } from './InboxItem';
import './admin-inbox.css';

type InboxActions = ReturnType<typeof useInboxActions>;

export function InboxSection() {
  const inbox = useInbox();
  const actions = useInboxActions();
  const heading = useRef<HTMLHeadingElement>(null);
  const confirm = useDeleteConfirmation<AdminContactMessage>(heading);

  const { openId, setOpen, toggle } = useOpenMessage(inbox.data?.messages, actions.setStatus.mutate);

  const remove = () => {
    const doomed = confirm.doomed;
    if (!doomed) return;
    actions.remove.mutate(doomed.id, {
      onSuccess: () => {
        if (openId === doomed.id) setOpen(null);
        confirm.done();
      },
    });
  };

  const unread = inbox.data?.unread ?? 0;

  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <div className="admin-section-head">
        <h2 id="inbox-title" ref={heading} tabIndex={-1} className="admin-section-head__title">
          Messages
          {unread > 0 && (
            <span className="admin-count admin-count--alert">
              {unread}
              <span className="visually-hidden"> unread</span>
            </span>
          )}
        </h2>
        <p className="admin-section-head__hint">
          From the contact form, newest first. Reply e-mails the sender with their message quoted below it.
        </p>
      </div>
      <InboxList inbox={inbox} openId={openId} onToggle={toggle} onDelete={confirm.ask} actions={actions} />
      <ConfirmDialog
        {...confirm.dialog}
        title="Delete this message?"
        description={
          confirm.doomed ? (
            <>
              The message from {confirm.doomed.name} ({confirm.doomed.email}) and any reply kept with it are deleted for good.
              {actions.remove.isError && <span className="field-error"> {failureText(actions.remove.error)}</span>}
            </>
          ) : (
            ''
          )
        }
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={actions.remove.isPending}
        onConfirm={remove}
      />
    </section>
  );
}

interface InboxListProps {
  inbox: ReturnType<typeof useInbox>;
  openId: string | null;
  onToggle: (message: AdminContactMessage) => void;
  onDelete: (message: AdminContactMessage) => void;
  actions: InboxActions;
}

/** The messages, or why there are none: still loading, failed, or nothing sent yet. */
function InboxList({ inbox, openId, onToggle, onDelete, actions }: InboxListProps) {
  return inbox.isPending ? (
    <ListSkeleton label="Loading messages…" />
  ) : inbox.isError ? (
    <LoadError
      message="Could not load the messages."
      detail={failureText(inbox.error)}
      onRetry={() => void inbox.refetch()}
      retrying={inbox.isFetching}
    />
  ) : inbox.data.messages.length === 0 ? (
    <EmptyState title="No messages yet.">
      <p className="admin-muted">Messages sent on the contact page appear here.</p>
    </EmptyState>
  ) : (
    <ul className="inbox__list">
      {inbox.data.messages.map((message) => (
        <InboxItem
          key={message.id}
          message={message}
          open={openId === message.id}
          onToggle={() => onToggle(message)}
          onDelete={() => onDelete(message)}
          actions={actions}
        />
      ))}
    </ul>
  );
}

/**
 * The open message, kept in the URL (&message=<id>) so a push's link opens it. An unread message opened (here, or
 * by that link) is read: marked once per opening.
 */
function useOpenMessage(messages: readonly AdminContactMessage[] | undefined, setStatus: InboxActions['setStatus']['mutate']) {
  const [params, setParams] = useSearchParams();
  const openId = params.get('message');
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('message', id);
        else next.delete('message');
        return next;
      },
      { replace: true },
    );
  const toggle = (message: AdminContactMessage) => setOpen(openId === message.id ? null : message.id);

  const markedRead = useRef<string | null>(null);
  const opened = messages?.find((m) => m.id === openId);
  useEffect(() => {
    if (!opened || opened.status !== 'new' || markedRead.current === opened.id) return;
    markedRead.current = opened.id;
    setStatus({ id: opened.id, status: 'read' });
  }, [opened, setStatus]);

  return { openId, setOpen, toggle };
}
