// Sharing the song: the device's own share sheet where there is one, else copy-the-link, e-mail, WhatsApp and
// Facebook links (plain links: the CSP blocks loading third-party resources, not leaving for them).
import type { ReactNode } from 'react';
import { copyText } from '../../ui/clipboard';
import { MailIcon, ShareIcon } from '../../ui/icons';
import { toast } from '../../ui/toasts';
import { useCanShare } from '../../ui/useCanShare';
import { shareLinks, type ShareContent } from './shareLinks';

/** The outline icons of the share options, drawn like the kit's. */
function OutlineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const LinkIcon = () => (
  <OutlineIcon>
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </OutlineIcon>
);

const WhatsAppIcon = () => (
  <OutlineIcon>
    <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />
    <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1c-1-.5-1.5-1-2-2l1-1-1-2z" />
  </OutlineIcon>
);

const FacebookIcon = () => (
  <OutlineIcon>
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" />
  </OutlineIcon>
);

export function ShareSong({ content }: { content: ShareContent }) {
  const canShare = useCanShare();
  const links = shareLinks(content);

  const copy = async () => {
    try {
      await copyText(content.url);
      toast.success('Link copied', 'Paste it anywhere to share the song.');
    } catch {
      toast.error('Couldn’t copy the link', content.url);
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: content.title, text: content.text, url: content.url });
    } catch (err) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying the link.
      if (err instanceof DOMException && err.name === 'AbortError') return;
      await copy();
    }
  };

  if (canShare) {
    return (
      <div className="song-share">
        <button type="button" className="btn btn--primary btn--block" onClick={() => void share()}>
          <ShareIcon /> Share this song
        </button>
      </div>
    );
  }
  return (
    <ul className="song-share song-share--links">
      <li>
        <button type="button" className="song-share__option" onClick={() => void copy()}>
          <LinkIcon /> Copy link
        </button>
      </li>
      <li>
        <a className="song-share__option" href={links.email}>
          <MailIcon /> E-mail
        </a>
      </li>
      <li>
        <a className="song-share__option" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon /> WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
      <li>
        <a className="song-share__option" href={links.facebook} target="_blank" rel="noopener noreferrer">
          <FacebookIcon /> Facebook<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
    </ul>
  );
}
