// Runs the free-song machine for the page: its toasts and focus requests, the count refreshed once the shop has
// answered, and the way to /free-song-success once the application is stored.
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from '../../ui/router';
import { freeSongMachine } from './machine/freeSongMachine';
import type { SuccessState } from './successState';
import { toast, useToasts } from '../../ui/toasts';
import { controlId } from './FreeSongFields';
import { FREE_SONG_COUNT_KEY } from './useFreeSongSpots';

export function useFreeSongApplication() {
  const actor = useActorRef(freeSongMachine, { input: {} });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const subscriptions = [
      actor.on('toast', ({ title, description }) => toast.error(title, description)),
      actor.on('focus', ({ field }) => document.getElementById(controlId(field))?.focus()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);

  const submission = useSelector(actor, (s) => (s.matches('sent') ? s.context.submission : null));
  const full = useSelector(actor, (s) => s.matches('full'));
  const onItsWay = useSelector(actor, (s) => s.matches('sending') || s.matches('queued') || s.matches('sent'));

  useEffect(() => {
    if (!onItsWay) return;
    // The application passed the checks: an error toast from an earlier press no longer applies.
    const toasts = useToasts.getState();
    toasts.toasts.filter((t) => t.open && t.variant === 'error').forEach((t) => toasts.dismiss(t.id));
  }, [onItsWay]);

  useEffect(() => {
    if (!submission) return;
    // The spot just taken (spec §4: the count is refreshed after a submit).
    void queryClient.invalidateQueries({ queryKey: FREE_SONG_COUNT_KEY });
    const state: SuccessState = { submissionId: submission.id, name: actor.getSnapshot().context.values.name.trim() };
    navigate('/free-song-success', { state });
  }, [submission, actor, navigate, queryClient]);

  useEffect(() => {
    if (full) void queryClient.invalidateQueries({ queryKey: FREE_SONG_COUNT_KEY });
  }, [full, queryClient]);

  return actor;
}
