// The order dialog's Refund section (issue 26): what was paid and what went back so far, each refund, and a form
// (amount: all that is left unless changed; the owner's reason) with a confirm step. Money moves once: the
// confirmation carries one request id, so a double click or a retry refunds once. The result is announced.
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { AdminOrder } from '../../../shared/admin-api-types';
import { formatAmount } from '../../../shared/money';
import type { OrderRefund } from '../../../shared/refunds';
import type { RefundRequest } from '../../../shared/schemas/refund';
import { ApiError } from '../../core/api/client';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { failureText } from '../kit/client';
import { FieldError } from '../kit/FieldError';
import { formatDateTime } from '../kit/format';
import { checkedSubmit } from '../kit/checkedSubmit';
import { useRefundOrder } from './orderActions';
import { formToRefund, refundFormStart, refundMoney, type RefundErrors, type RefundField } from './refundForm';

const SOURCE_LABELS: Record<OrderRefund['source'], string> = {
  admin: 'From the admin',
  stripe: "In Stripe's dashboard",
  guarantee: 'By the guarantee',
};

function RefundList({ refunds, currency }: { refunds: OrderRefund[]; currency: string }) {
  if (!refunds.length) return <p className="admin-muted">No refunds yet.</p>;
  return (
    <ul className="refund-list" aria-label="Refunds made">
      {refunds.map((r) => (
        <li key={r.id} className="refund-list__item">
          <span className="refund-list__amount">{formatAmount(r.amountCents, r.currency || currency)}</span>
          <span className="refund-list__when">
            {formatDateTime(r.createdAt)} · {SOURCE_LABELS[r.source] ?? r.source}
          </span>
          <span className="detail-text">{r.reason}</span>
        </li>
      ))}
    </ul>
  );
}

/** The form's state: the values, each field's error, the server's refusal, and the request waiting for confirmation. */
function useRefundForm(order: AdminOrder) {
  const money = refundMoney(order);
  const [values, setValues] = useState(() => refundFormStart(money.left));
  const [errors, setErrors] = useState<RefundErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RefundRequest | null>(null);
  const [announced, setAnnounced] = useState('');
  const refund = useRefundOrder();

  const change = (name: RefundField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const confirm = () => {
    if (!confirming || refund.isPending) return;
    refund.mutate(
      { id: order.id, refund: confirming },
      {
        onSuccess: (updated) => {
          const after = refundMoney(updated);
          setAnnounced(
            `${formatAmount(confirming.amountCents ?? 0, order.currency)} refunded. ${after.left > 0 ? `${formatAmount(after.left, order.currency)} is left to refund.` : 'The order is refunded in full.'} The customer is mailed.`,
          );
          setValues(refundFormStart(after.left));
        },
        onError: (error) => {
          // The server's word about the amount goes beside the amount; anything else beside the button.
          if (error instanceof ApiError && error.field === 'amountCents') setErrors({ amount: failureText(error) });
          else setRefusal(failureText(error));
        },
        onSettled: () => setConfirming(null),
      },
    );
  };

  return {
    money,
    values,
    errors,
    setErrors,
    refusal,
    setRefusal,
    confirming,
    setConfirming,
    announced,
    setAnnounced,
    change,
    confirm,
    busy: refund.isPending,
  };
}

type RefundForm = ReturnType<typeof useRefundForm>;

/** The amount and reason, each error beside its field, and the button that asks for confirmation. */
function RefundFields({
  id,
  form,
  order,
  button,
}: {
  id: string;
  form: RefundForm;
  order: AdminOrder;
  button: RefObject<HTMLButtonElement | null>;
}) {
  const left = formatAmount(form.money.left, order.currency);
  const submit = (event: FormEvent) =>
    checkedSubmit(event, {
      busy: form.busy,
      idPrefix: id,
      check: () => formToRefund(form.values, form.money.left, order.currency),
      setErrors: form.setErrors,
      setRefusal: form.setRefusal,
      save: (value) => {
        form.setAnnounced('');
        // One id per confirmed refund: a double click or a retried request refunds once.
        form.setConfirming({ ...value, requestId: crypto.randomUUID() });
      },
    });

  const field = (name: RefundField) => ({
    id: `${id}-${name}`,
    value: form.values[name],
    onChange: (e: { target: { value: string } }) => form.change(name, e.target.value),
    'aria-invalid': form.errors[name] ? true : undefined,
    'aria-describedby': [`${id}-${name}-hint`, form.errors[name] ? `${id}-${name}-error` : ''].join(' ').trim(),
  });

  return (
    <form className="refund-form" onSubmit={submit} noValidate aria-label="Refund this order">
      <div className="field">
        <label htmlFor={`${id}-amount`}>Amount to refund ({order.currency})</label>
        <input className="input" inputMode="decimal" autoComplete="off" {...field('amount')} />
        <p className="hint" id={`${id}-amount-hint`}>
          Up to {left}: all that is left unless you change it.
        </p>
        <FieldError id={`${id}-amount-error`} message={form.errors.amount} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <textarea className="textarea" rows={2} maxLength={500} {...field('reason')} />
        <p className="hint" id={`${id}-reason-hint`}>
          Kept with the refund and sent to Stripe with it; the customer is mailed the amount.
        </p>
        <FieldError id={`${id}-reason-error`} message={form.errors.reason} />
      </div>
      <button ref={button} type="submit" className="btn btn--outline" aria-disabled={form.busy}>
        Refund…
      </button>
      {form.refusal && (
        <p className="field-error" role="alert">
          {form.refusal}
        </p>
      )}
    </form>
  );
}

export function RefundSection({ order }: { order: AdminOrder }) {
  const id = useId();
  const form = useRefundForm(order);
  const { money } = form;
  const button = useRef<HTMLButtonElement>(null);
  const amount = (cents: number) => formatAmount(cents, order.currency);
  const asked = amount(form.confirming?.amountCents ?? 0);

  return (
    <section className="detail-refund" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="detail-group__title" tabIndex={-1}>
        Refund
      </h3>
      <dl className="detail-list">
        <div className="detail-item">
          <dt>Paid</dt>
          <dd>{amount(money.paid)}</dd>
        </div>
        <div className="detail-item">
          <dt>Refunded</dt>
          <dd>{amount(money.refunded)}</dd>
        </div>
        <div className="detail-item">
          <dt>Left</dt>
          <dd>{amount(money.left)}</dd>
        </div>
      </dl>
      <RefundList refunds={order.refunds ?? []} currency={order.currency} />
      {money.left > 0 ? (
        <RefundFields id={id} form={form} order={order} button={button} />
      ) : (
        <p className="admin-muted">This order is refunded in full.</p>
      )}
      <p className="refund-result" role="status">
        {form.announced}
      </p>
      <ConfirmDialog
        open={form.confirming !== null}
        onOpenChange={(open) => !open && form.setConfirming(null)}
        title={`Refund ${asked}?`}
        description={`${asked} of ${amount(money.paid)} goes back to ${order.email}. This cannot be undone.`}
        confirmLabel="Refund"
        busyLabel="Refunding…"
        busy={form.busy}
        onConfirm={form.confirm}
        focusAfterClose={() => button.current ?? document.getElementById(`${id}-title`)}
      />
    </section>
  );
}
