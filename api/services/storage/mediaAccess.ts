// Who may fetch a stored file (issue 22: every stored file is reachable only through what it belongs to). A
// sample song's audio and a delivered song or its lyrics are served by their id, as the pages that name them
// (the song page behind its token) always have. Every other file (a customer's reaction video, a promo video
// or its voice-over) goes only to a signed-in admin: with the admin token, or through a signed address that
// names that one file and expires within the hour, since a player or a download link cannot send a header.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isPublicMedia } from '../../db/media';
import type { Database } from '../../db/schema';
import type { AdminAuth } from '../admin/auth';
import type { Clock } from '../clock';
import { keptSecret } from '../keptSecret';
import { mediaUrl } from './index';

const SECRET_KEY = 'media_link_secret';
/**
 * A signed address lasts until the end of the next half hour (30 to 60 minutes): an admin list fetched again
 * within a window names the same address, so a video playing in it is not restarted by a refetch.
 */
export const MEDIA_LINK_WINDOW_MS = 30 * 60_000;
const SIGNATURE = /^[A-Za-z0-9_-]{24}$/;

/** What a media request brings: the admin's header, and a signed address's parameters. */
export interface MediaCredentials {
  authorization: string | undefined;
  expires: string | undefined;
  signature: string | undefined;
}

/**
 * 'public': served to anyone; 'admin': this request may have an admin-only file; 'expired': a signed address
 * whose time is over (or whose signature is wrong); 'refused': an admin-only file asked for without either.
 */
export type MediaVerdict = 'public' | 'admin' | 'expired' | 'refused';

/** The signed address of an admin-only file (`download`: offered as a file to save). */
export type MediaLink = (id: string, download?: boolean) => string;

export function createMediaAccess(deps: { db: Kysely<Database>; clock: Clock; adminAuth: AdminAuth }) {
  const { db, clock } = deps;
  const key = keptSecret(db, SECRET_KEY);
  let secret: Buffer | undefined;

  const signatureFor = (signingKey: Buffer, id: string, expires: number) =>
    createHmac('sha256', signingKey).update(`media:${id}:${expires}`).digest().subarray(0, 18).toString('base64url');

  function signatureValid(signingKey: Buffer, id: string, expires: number, signature: string): boolean {
    if (!SIGNATURE.test(signature)) return false;
    return timingSafeEqual(Buffer.from(signatureFor(signingKey, id, expires)), Buffer.from(signature));
  }

  const link: MediaLink = (id, download = false) => {
    if (!secret) throw new Error('Media links are made only once the server has started (mediaAccess.ready)');
    const expires = (Math.ceil((clock.now().getTime() + MEDIA_LINK_WINDOW_MS) / MEDIA_LINK_WINDOW_MS) * MEDIA_LINK_WINDOW_MS) / 1000;
    const query = new URLSearchParams({ ...(download ? { download: '1' } : {}), expires: String(expires) });
    query.set('signature', signatureFor(secret, id, expires));
    return `${mediaUrl(id)}?${query.toString()}`;
  };

  return {
    /** Reads the signing key once, at start, so admin lists sign their addresses without waiting. */
    async ready(): Promise<void> {
      secret = await key();
    },

    link,

    /** Whether this request may have the file with this id (which exists). */
    async verdict(id: string, credentials: MediaCredentials): Promise<MediaVerdict> {
      if (await isPublicMedia(db, id)) return 'public';
      const { expires, signature } = credentials;
      if (expires !== undefined || signature !== undefined) {
        const at = /^\d{1,12}$/.test(expires ?? '') ? Number(expires) : NaN;
        const valid = Number.isFinite(at) && signatureValid(await key(), id, at, signature ?? '');
        if (valid && at * 1000 > clock.now().getTime()) return 'admin';
        // A wrong or spent signature still lets a signed-in admin through their header.
        if (await deps.adminAuth.authenticate(credentials.authorization)) return 'admin';
        return 'expired';
      }
      return (await deps.adminAuth.authenticate(credentials.authorization)) ? 'admin' : 'refused';
    },
  };
}

export type MediaAccess = ReturnType<typeof createMediaAccess>;
