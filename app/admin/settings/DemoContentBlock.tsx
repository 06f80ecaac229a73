// Settings → Demo content: how many of the shipped examples (testimonials, sample songs) the shop still shows, and
// one button that removes them all after a confirmation naming what goes. The pages are rendered again by the server.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { DemoContentCounts } from '../../../shared/schemas/testimonial';
import { adminApi } from '../kit/api';
import { failureText } from '../kit/client';
import { adminKeys, publicKeys, retryIfUnreached, useRefresh } from '../kit/queries';
import { useDemoContent } from './settingsQueries';
import { ConfirmDialog } from '../kit/ConfirmDialog';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "4 demo testimonials and 12 demo sample songs" (either may be missing). */
export function demoContentText({ testimonials, sampleSongs }: DemoContentCounts): string {
  return [
    testimonials ? plural(testimonials, 'demo testimonial', 'demo testimonials') : '',
    sampleSongs ? plural(sampleSongs, 'demo sample song', 'demo sample songs') : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

export function DemoContentBlock() {
  const counts = useDemoContent();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const refresh = useRefresh();

  const remove = useMutation({
    mutationFn: adminApi.removeDemoContent,
    retry: retryIfUnreached,
    onSuccess: (removed) => {
      setAsking(false);
      const what = demoContentText({ testimonials: removed.testimonialsRemoved, sampleSongs: removed.sampleSongsRemoved });
      setResult(what ? `Removed ${what}. The pages now show only your own.` : 'There was no demo content left to remove.');
    },
    onSettled: () =>
      refresh(adminKeys.demoContent, adminKeys.testimonials, adminKeys.sampleSongs, publicKeys.testimonials, publicKeys.sampleSongs),
  });

  const left = counts.data ? demoContentText(counts.data) : '';
  return (
    <section className="card admin-card demo-content" aria-labelledby="demo-content-title">
      <h3 id="demo-content-title" ref={heading} tabIndex={-1} className="setting__name">
        Demo content
      </h3>
      {counts.isPending ? (
        <p className="setting__state">Loading…</p>
      ) : counts.isError ? (
        <p className="setting__state">Could not count the demo content: {failureText(counts.error)}</p>
      ) : left ? (
        <>
          <p className="setting__state">
            The shop still shows <strong>{left}</strong>, shipped as examples and marked “Demo” on the pages. Replace them with your own.
          </p>
          <button type="button" className="btn btn--danger-outline btn--small demo-content__remove" onClick={() => setAsking(true)}>
            Remove demo content
          </button>
        </>
      ) : (
        <p className="setting__state">No demo content left: everything the shop shows is your own.</p>
      )}
      <p className="demo-content__result" role="status">
        {result}
      </p>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Remove the demo content?"
        description={
          <>
            This deletes <strong>{left}</strong> (with their audio files) from every page. Your own testimonials and songs stay. This cannot
            be undone.
            {remove.isError && <span className="field-error"> {failureText(remove.error)}</span>}
          </>
        }
        confirmLabel="Remove demo content"
        busyLabel="Removing…"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        focusAfterClose={() => heading.current}
      />
    </section>
  );
}
