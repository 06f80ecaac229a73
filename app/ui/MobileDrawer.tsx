// The side drawer that holds the header's links on narrow screens (an accessible dialog: focus trapped, Esc closes).
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { NavLink } from './router';
import { CloseIcon } from './icons';
import { InstallButton } from './InstallButton';
import { Logo } from './Logo';
import { FREE_SONG_LINK, NAV_LINKS, START_SONG_LINK } from './navigation';
import './MobileDrawer.css';

export default function MobileDrawer({
  open,
  onOpenChange,
  freeSong,
  startSong,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  freeSong: boolean;
  /** Where "Start Your Song" goes: /create-song with the offer of the page the drawer is open on. */
  startSong: string;
  /** The button that opened the drawer: it is no Dialog.Trigger, so Radix would otherwise drop focus on the body. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content
          className="drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="drawer__top">
            <Logo />
            <Dialog.Close className="drawer__close" aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
          <nav aria-label="Menu">
            <ul className="drawer__links">
              <li>
                <NavLink to="/" end onClick={close}>
                  Home
                </NavLink>
              </li>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={close}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {freeSong && (
                <li>
                  <NavLink to={FREE_SONG_LINK.to} className="drawer__free" onClick={close}>
                    {FREE_SONG_LINK.label}
                  </NavLink>
                </li>
              )}
              <li>
                <NavLink to="/contact" onClick={close}>
                  Contact
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="drawer__actions">
            <NavLink to={startSong} className="btn btn--primary btn--block" onClick={close}>
              {START_SONG_LINK.label}
            </NavLink>
            <InstallButton className="btn btn--outline btn--block" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
