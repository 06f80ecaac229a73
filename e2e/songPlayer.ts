// The song page's player as the journeys read it (the song page, and a gift's page once it opens).
import type { Page } from '@playwright/test';

/** Seconds played, from the seek slider's spoken value ("0:07 of 0:37"); -1 before it says. */
export async function songPosition(page: Page): Promise<number> {
  const text = (await page.getByRole('slider', { name: 'Position in the song' }).getAttribute('aria-valuetext')) ?? '';
  const match = /^(\d+):(\d{2}) of /.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : -1;
}
