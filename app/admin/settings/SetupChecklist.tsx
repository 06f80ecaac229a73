// "Getting the shop ready": the owner's checklist above the dashboard's tabs. Each item's state comes from the
// server; the mail and Stripe checks run from here and show what the other side answered. Open on a wide screen
// until done; on a phone folded to one line (the tabs stay near the top), opened with a tap. Hidden for good when
// the owner says so, once everything is done.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SetupCheck, SetupItem, SetupItemId } from '../../../shared/setup';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, retryIfUnreached } from '../kit/queries';
import { useSetupChecklist } from './settingsQueries';
import { useMediaQuery } from '../kit/useMediaQuery';
import { CheckIcon } from '../../ui/icons';

type Section = 'samples' | 'settings';

const TITLES: Record<SetupItemId, string> = {
  profile: 'Make the shop yours: name, contact, links',
  prices: 'Review your prices and delivery times',
  mail: 'Make sure mail reaches you',
  payments: 'Connect payments',
  alerts: 'Get alerts on this device',
  samples: 'Replace the demo sample songs',
  testimonials: 'Replace the demo testimonials',
};

const WHERE: Partial<Record<SetupItemId, { section: Section; label: string }>> = {
  profile: { section: 'settings', label: 'Open Settings' },
  prices: { section: 'settings', label: 'Open Settings' },
  alerts: { section: 'settings', label: 'Open Settings' },
  samples: { section: 'samples', label: 'Open Sample Songs' },
  testimonials: { section: 'settings', label: 'Open Settings' },
};

export function SetupChecklist({ onOpen }: { onOpen: (section: Section) => void }) {
  const checklist = useSetupChecklist();
  const queryClient = useQueryClient();
  const update = (data: unknown) => queryClient.setQueryData(adminKeys.setup, data);
  const hide = useMutation({ mutationFn: () => adminApi.setSetupHidden(true), onSuccess: update, retry: retryIfUnreached });
  const wide = useMediaQuery('(min-width: 768px)');
  // The owner's own opening or folding wins over the default.
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (!checklist.data || checklist.data.hidden) return null;
  const { items, complete } = checklist.data;
  const done = items.filter((item) => item.done).length;

  return (
    <section className="card admin-card setup" aria-labelledby="setup-title" data-testid="setup-checklist">
      <details open={chosen ?? (!complete && wide)} onToggle={(event) => setChosen(event.currentTarget.open)}>
        <summary>
          <h2 id="setup-title" className="setup__title">
            Getting the shop ready
          </h2>
          <span className="setup__count">
            {done} of {items.length} done
          </span>
        </summary>
        <ol className="setup__list">
          {items.map((item) => (
            <ChecklistItem
              key={item.id}
              item={item}
              onOpen={(section) => {
                // The list folds, so the section opened is right below it.
                setChosen(false);
                onOpen(section);
              }}
            />
          ))}
        </ol>
        {complete && (
          <div className="setup__finish">
            <p className="admin-muted">Everything is ready. You can hide this list.</p>
            <button type="button" className="btn btn--outline btn--small" onClick={() => hide.mutate()} aria-disabled={hide.isPending}>
              Hide the checklist
            </button>
          </div>
        )}
        {hide.isError && (
          <p className="field-error" role="alert">
            {failureText(hide.error)}
          </p>
        )}
      </details>
    </section>
  );
}

function ChecklistItem({ item, onOpen }: { item: SetupItem; onOpen: (section: Section) => void }) {
  const where = WHERE[item.id];
  return (
    <li className={`setup__item${item.done ? ' setup__item--done' : ''}`} data-testid={`setup-${item.id}`}>
      <span className="setup__mark" aria-hidden="true">
        {item.done && <CheckIcon width={16} height={16} />}
      </span>
      <div className="setup__body">
        <p className="setup__name">
          {TITLES[item.id]}
          <span className="visually-hidden">{item.done ? ' (done)' : ' (to do)'}</span>
        </p>
        <p className="setup__detail">{item.detail}</p>
        <div className="setup__actions">
          {item.id === 'mail' && <CheckButton label="Send me a test mail" run={adminApi.sendTestMail} />}
          {item.id === 'payments' && <CheckButton label="Check Stripe" run={adminApi.checkStripe} />}
          {item.id === 'prices' && !item.done && <ConfirmPrices />}
          {where && !item.done && (
            <button type="button" className="btn btn--outline btn--small" onClick={() => onOpen(where.section)}>
              {where.label}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** Runs a check and shows its answer; the checklist is read again, since the answer may tick the item. */
function CheckButton({ label, run }: { label: string; run: () => Promise<SetupCheck> }) {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<{ ok: boolean; text: string } | null>(null);
  const check = useMutation({
    mutationFn: run,
    retry: false,
    onSuccess: (answer) => setShown({ ok: answer.ok, text: answer.detail }),
    onError: (error) => setShown({ ok: false, text: failureText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.setup }),
  });
  return (
    <>
      <button
        type="button"
        className="btn btn--primary btn--small"
        onClick={() => !check.isPending && check.mutate()}
        aria-disabled={check.isPending}
      >
        {check.isPending ? 'Checking…' : label}
      </button>
      <p className={`setup__answer${shown && !shown.ok ? ' setup__answer--bad' : ''}`} role="status">
        {shown?.text}
      </p>
    </>
  );
}

function ConfirmPrices() {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: adminApi.confirmPrices,
    retry: retryIfUnreached,
    onSuccess: (data) => queryClient.setQueryData(adminKeys.setup, data),
  });
  return (
    <button type="button" className="btn btn--outline btn--small" onClick={() => confirm.mutate()} aria-disabled={confirm.isPending}>
      These prices are right
    </button>
  );
}
