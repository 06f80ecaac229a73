// The reaction page's server state: the submission's details (with the spec's failure toasts) and the upload
// itself (percent of bytes sent, cancel, the success and failure toasts).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as publicEndpoints from '../../../shared/api/publicEndpoints';
import { FREE_SONG_MESSAGES, REACTION_MESSAGES, type ReactionDetails } from '../../../shared/schemas/freeSong';
import { ApiError, request } from '../../core/api/client';
import { UploadAborted, upload, type UploadProgress } from '../../core/api/upload';
import { toast } from '../../ui/toasts';
import { uploadFailureMessage } from './reactionForm';

const detailsKey = (id: string) => [publicEndpoints.reactionDetails.path, id] as const;

/** The toast for details that did not load (spec §8): the server's reason, or the network's. */
function detailsFailure(error: unknown): string {
  if (error instanceof ApiError) return `${REACTION_MESSAGES.detailsError}: ${error.serverMessage ?? FREE_SONG_MESSAGES.notFound}`;
  return REACTION_MESSAGES.networkError;
}

export function useReactionDetails(submissionId: string) {
  const query = useQuery({
    queryKey: detailsKey(submissionId),
    queryFn: () => request(publicEndpoints.reactionDetails, { params: { id: submissionId } }),
    // A refusal (unknown id) will not change on a retry; a lost connection might.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
  const { error, errorUpdatedAt } = query;
  useEffect(() => {
    if (error) toast.error('Error', detailsFailure(error));
  }, [error, errorUpdatedAt]);
  return query;
}

export type UploadPhase = { name: 'idle' } | { name: 'sending'; progress: UploadProgress | null } | { name: 'sent'; receivedAt: string };

export function useReactionUpload(submissionId: string) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>({ name: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const sending = phase.name === 'sending';

  // Leaving mid-upload loses it: the browser asks first.
  useEffect(() => {
    if (!sending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [sending]);

  // A page left while sending stops the upload rather than finishing it unseen.
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (video: File, message: string, publish: boolean) => {
      if (controller.current) return;
      const abort = new AbortController();
      controller.current = abort;
      setFailure(null);
      setCancelled(false);
      setPhase({ name: 'sending', progress: null });
      const form = new FormData();
      form.set('message', message.trim());
      form.set('publish', String(publish));
      form.set('video', video, video.name);
      try {
        const sent = await upload(publicEndpoints.reactionUpload, {
          params: { id: submissionId },
          body: form,
          signal: abort.signal,
          onProgress: (progress) => setPhase({ name: 'sending', progress }),
        });
        queryClient.setQueryData<ReactionDetails>(
          detailsKey(submissionId),
          (details) => details && { ...details, status: 'reaction_received', reactionReceivedAt: sent.receivedAt },
        );
        toast.success(REACTION_MESSAGES.successTitle, REACTION_MESSAGES.success);
        setPhase({ name: 'sent', receivedAt: sent.receivedAt });
      } catch (error) {
        setPhase({ name: 'idle' });
        if (error instanceof UploadAborted) {
          setCancelled(true);
        } else {
          const text = uploadFailureMessage(error);
          setFailure(text);
          toast.error('Error', text);
        }
      } finally {
        controller.current = null;
      }
    },
    [queryClient, submissionId],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const forget = useCallback(() => {
    setFailure(null);
    setCancelled(false);
  }, []);

  return { phase, failure, cancelled, send, cancel, forget };
}
