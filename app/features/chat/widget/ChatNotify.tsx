// "Notify me when you reply": a web push to this device for Support's replies while the chat is closed
// (app/push), offered where the browser can show notifications.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { PushTarget } from '../../../../shared/schemas/push';
import { request } from '../../../core/api/client';
import { usePublicConfig } from '../../../core/api/queries';
import { usePushDevice } from '../../push';
import type { ChatActor } from '../machine/chatMachine';

export function ChatNotify({ actor }: { actor: ChatActor }) {
  const sessionId = useSelector(actor, (s) => s.context.session?.sessionId);
  const token = useSelector(actor, (s) => s.context.session?.token);
  const target = useMemo<PushTarget | null>(() => (sessionId && token ? { kind: 'chat', sessionId, token } : null), [sessionId, token]);
  const vapidPublicKey = usePublicConfig().data?.vapidPublicKey;
  const { support, status, enable, disable } = usePushDevice(target, vapidPublicKey, request);

  if (support !== 'supported' || !target) return null;
  if (status === 'on' || status === 'turning-off')
    return (
      <p className="chat-notify" data-testid="chat-notify">
        <span>We’ll notify this device when we reply.</span>
        <button type="button" className="chat-notify__link" onClick={disable} disabled={status === 'turning-off'}>
          Turn off
        </button>
      </p>
    );
  return (
    <p className="chat-notify" data-testid="chat-notify">
      {status === 'blocked' && <span role="alert">Notifications are blocked for this site in your browser’s settings.</span>}
      {status === 'failed' && <span role="alert">We couldn’t turn on notifications. Try again?</span>}
      <button
        type="button"
        className="chat-notify__link"
        onClick={enable}
        disabled={status === 'checking' || status === 'turning-on' || !vapidPublicKey}
      >
        {status === 'turning-on' ? 'Turning on…' : 'Notify me when you reply'}
      </button>
    </p>
  );
}
