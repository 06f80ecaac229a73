// The reaction form's state: the chosen video and the message, their errors (checked before anything is sent),
// where focus goes, and the hand-over to the upload.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messageProblem, reactionErrors, videoProblem, type ReactionErrors } from './reactionForm';
import type { useReactionUpload } from './useReaction';

export type ReactionUpload = ReturnType<typeof useReactionUpload>;

export function useReactionForm(upload: ReactionUpload) {
  const [video, setVideo] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  // Consent to publish the words is asked, never assumed: the box starts unticked.
  const [publish, setPublish] = useState(false);
  const [errors, setErrors] = useState<ReactionErrors>({});
  const videoInput = useRef<HTMLInputElement>(null);
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const sending = upload.phase.name === 'sending';

  // A cancelled or failed upload puts the send button back where the progress was: focus returns to it.
  useEffect(() => {
    if (upload.cancelled || upload.failure) submitButton.current?.focus();
  }, [upload.cancelled, upload.failure]);

  const pick = (file: File | null) => {
    upload.forget();
    // A wrong file is refused at once, so the form never holds one it would not send.
    const problem = file ? videoProblem(file) : null;
    setVideo(problem ? null : file);
    setErrors((current) => ({ ...current, video: problem ?? undefined }));
    if (problem && videoInput.current) videoInput.current.value = '';
  };

  const changeMessage = (value: string) => {
    setMessage(value);
    if (errors.message) setErrors((current) => ({ ...current, message: messageProblem(value) ?? undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = reactionErrors({ video, message });
    setErrors(found);
    if (found.video) videoInput.current?.focus();
    else if (found.message) messageInput.current?.focus();
    if (found.video || found.message || !video) return;
    void upload.send(video, message, publish);
  };

  return { video, message, publish, errors, sending, videoInput, messageInput, submitButton, pick, changeMessage, setPublish, submit };
}
