// The chat widget (its own chunk, loaded by ChatLauncher): runs the chat machine for the page, drives the
// launcher's button and shows the panel. Links in the address and the sound of a reply are the page's part; the
// launcher takes the focus back when the panel closes.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useImperativeHandle, useState, type RefObject } from 'react';
import { askForPersistentStorage } from '../../../core/db/database';
import { chatMachine } from '../machine/chatMachine';
import type { ChatButtonState } from '../ChatButtonFace';
import { chatLinkIn, dropChatLinkFromAddress } from '../chatLink';
import { ChatPanel } from './ChatPanel';
import { playChatSound, unlockChatSound } from './chatSound';
import './ChatWidget.css';

export interface ChatWidgetProps {
  /** The visitor pressed the button before this code had loaded. */
  openOnStart: boolean;
  /** Set here to what pressing the button does. */
  toggle: RefObject<(() => void) | null>;
  onButtonState: (state: ChatButtonState) => void;
}

export function ChatWidget({ openOnStart, toggle, onButtonState }: ChatWidgetProps) {
  // Read, not removed, while rendering (React may render twice); the effect below removes it.
  const [link] = useState(() => chatLinkIn(window.location.hash));
  const actor = useActorRef(chatMachine, { input: { link, visible: document.visibilityState !== 'hidden' } });
  const open = useSelector(actor, (s) => s.matches({ panel: 'open' }));
  const unread = useSelector(actor, (s) => s.context.unread);
  const hasSession = useSelector(actor, (s) => s.context.session !== null);

  useImperativeHandle(toggle, () => () => actor.send({ type: 'panel.toggle' }), [actor]);

  useEffect(() => {
    if (link) dropChatLinkFromAddress();
    if (openOnStart) actor.send({ type: 'panel.open' });
    const onHash = () => {
      const next = chatLinkIn(window.location.hash);
      if (!next) return;
      dropChatLinkFromAddress();
      actor.send({ type: 'link.adopt', link: next });
    };
    window.addEventListener('hashchange', onHash);
    const sound = actor.on('sound', () => playChatSound());
    return () => {
      window.removeEventListener('hashchange', onHash);
      sound.unsubscribe();
    };
    // Once per widget: the props say what happened before it loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- link and openOnStart are read once, at the start
  }, [actor]);

  useEffect(() => onButtonState({ open, unread }), [open, unread, onButtonState]);

  useEffect(() => {
    if (!hasSession) return;
    // A conversation worth keeping: ask the browser not to evict it, and get sound ready on the next gesture.
    askForPersistentStorage();
    document.addEventListener('pointerdown', unlockChatSound, { once: true, capture: true });
    document.addEventListener('keydown', unlockChatSound, { once: true, capture: true });
    return () => {
      document.removeEventListener('pointerdown', unlockChatSound, { capture: true });
      document.removeEventListener('keydown', unlockChatSound, { capture: true });
    };
  }, [hasSession]);

  return open ? <ChatPanel actor={actor} /> : null;
}
