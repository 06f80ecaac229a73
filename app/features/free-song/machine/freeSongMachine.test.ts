// The free-song machine against a fake shop: every validation toast word for word, focus on the first field to
// fix, and the send with its answers (stored, full, refused, failed), always with the same clientId.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EMPTY_FREE_SONG_FORM, FREE_SONG_MESSAGES } from '../../../../shared/schemas/freeSong';
import { ApiError } from '../../../core/api/client';
import type { QueuedFreeSong } from '../../../core/db/database';
import { freeSongMachine, splitServerMessage } from './freeSongMachine';
import { CLIENT_ID, FILLED, ready } from './freeSongMachine.fakes';

describe('the form', () => {
  it('starts empty, with a clientId the shop accepts, once nothing waits in the queue', async () => {
    const { context } = await ready();
    expect(context().values).toEqual(EMPTY_FREE_SONG_FORM);
    expect(context().clientId).toBe(CLIENT_ID);
    const nothingQueued = freeSongMachine.provide({
      actors: { loadQueued: fromPromise<QueuedFreeSong | undefined>(async () => undefined) },
    });
    const fresh = createActor(nothingQueued, { input: {} }).start();
    const other = createActor(nothingQueued, { input: {} }).start();
    expect(fresh.getSnapshot().context.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(fresh.getSnapshot().context.clientId).not.toBe(other.getSnapshot().context.clientId);
  });

  it('keeps what is typed and clears a field’s error when that field changes', async () => {
    const { fill, submit, context } = await ready();
    submit();
    expect(context().errors.email).toBe('This field is required');
    fill({ email: 'sam@example.com' });
    expect(context().values.email).toBe('sam@example.com');
    expect(context().errors.email).toBeUndefined();
    expect(context().errors.name).toBe('This field is required');
  });

  it('an empty form: "Required Fields Missing" naming every field, focus on the first, nothing sent', async () => {
    const { submit, state, toasts, focus, posts, context } = await ready();
    submit();
    expect(state()).toEqual({ form: 'invalid' });
    expect(toasts).toEqual([
      {
        title: 'Required Fields Missing',
        description:
          "Please fill in all required fields: Your Name, Email, Recipient's Name, Relationship, Occasion, Your Story, Special Details, Mood, Genre, Vocal Preference",
      },
    ]);
    expect(focus).toEqual(['name']);
    expect(Object.keys(context().errors)).toHaveLength(10);
    expect(posts).toEqual([]);
  });

  it('names only the missing fields, blank ones included, in the form’s order', async () => {
    const { fill, submit, toasts, focus } = await ready();
    fill({ ...FILLED, email: '', mood: '', story: '   ' });
    submit();
    expect(toasts).toEqual([
      { title: 'Required Fields Missing', description: 'Please fill in all required fields: Email, Your Story, Mood' },
    ]);
    expect(focus).toEqual(['email']);
  });

  it('everything filled but the agreement unticked: "Agreement Required", focus on the checkbox', async () => {
    const { fill, submit, toasts, focus, posts, context, state } = await ready();
    fill({ ...FILLED, agreedToVideo: false });
    submit();
    expect(state()).toEqual({ form: 'invalid' });
    expect(toasts).toEqual([{ title: 'Agreement Required', description: 'Please agree to send a reaction video to proceed' }]);
    expect(focus).toEqual(['agreedToVideo']);
    expect(context().errors).toEqual({ agreedToVideo: 'Please agree to send a reaction video to proceed' });
    expect(posts).toEqual([]);
  });

  it('an e-mail address of the wrong shape is explained beside its field (no toast) and focused', async () => {
    const { fill, submit, toasts, focus, context, posts } = await ready();
    fill({ ...FILLED, email: 'sam-at-example' });
    submit();
    expect(toasts).toEqual([]);
    expect(focus).toEqual(['email']);
    expect(context().errors).toEqual({ email: FREE_SONG_MESSAGES.invalidEmail });
    expect(posts).toEqual([]);
  });

  it('with no spot left it says so in the spec’s words, with the shop’s number of spots, and sends nothing', async () => {
    for (const spots of [20, 5]) {
      const { fill, submit, toasts, posts, state } = await ready();
      fill(FILLED);
      submit({ spots, remaining: 0 });
      expect(state()).toBe('full');
      expect(toasts).toEqual([
        {
          title: 'No Spots Available',
          description: `Sorry, all ${spots} spots have been filled. Follow us on social media for future offers!`,
        },
      ]);
      expect(posts).toEqual([]);
    }
  });
});

describe('sending', () => {
  it('sends the trimmed application with the agreement and the clientId, and keeps the answer', async () => {
    const { fill, submit, settle, posts, context, queue, toasts } = await ready();
    fill(FILLED);
    submit();
    await settle('sent');
    expect(posts).toEqual([{ ...FILLED, name: 'Sam Rivera', agreedToVideo: true, clientId: CLIENT_ID }]);
    expect(context().submission).toEqual({ success: true, id: 'sub1'.padEnd(32, '0'), status: 'pending' });
    expect(queue.size).toBe(0);
    expect(toasts).toEqual([]);
  });

  it('sends even when the spots are not known (no count yet)', async () => {
    const { fill, submit, settle, posts } = await ready();
    fill(FILLED);
    submit(null);
    await settle('sent');
    expect(posts).toHaveLength(1);
  });

  it('ignores another submit while one is on its way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fill, submit, settle, posts, state } = await ready({ answer: async (_, store) => (await gate, store()) });
    fill(FILLED);
    submit();
    submit();
    expect(state()).toBe('sending');
    release();
    await settle('sent');
    expect(posts).toHaveLength(1);
  });

  it('a shop that is full (409): the spec’s toast, a notice, and the promotion shown as full', async () => {
    const message = 'No Spots Available: Sorry, all 20 spots have been filled. Follow us on social media for future offers!';
    const { fill, submit, settle, toasts, context } = await ready({ answer: () => Promise.reject(new ApiError(409, 'Conflict', message)) });
    fill(FILLED);
    submit();
    await settle('full');
    const notice = {
      title: 'No Spots Available',
      description: 'Sorry, all 20 spots have been filled. Follow us on social media for future offers!',
    };
    expect(toasts).toEqual([notice]);
    expect(context().notice).toEqual(notice);
  });

  it('a refusal of the content (400) shows the shop’s words and keeps the values to fix', async () => {
    const { fill, submit, settle, toasts, context, posts } = await ready({
      answer: () => Promise.reject(new ApiError(400, 'Bad Request', 'Please choose a mood from the list')),
    });
    fill(FILLED);
    submit();
    await settle({ form: 'refused' });
    expect(toasts).toEqual([{ title: 'Submission Failed', description: 'Please choose a mood from the list' }]);
    expect(context().values.story).toBe(FILLED.story);
    submit();
    await settle({ form: 'refused' });
    expect(new Set(posts.map((p) => p.clientId))).toEqual(new Set([CLIENT_ID]));
  });

  it('a refusal that names its field shows its words beside that field, until the field changes', async () => {
    const { fill, submit, settle, context } = await ready({
      answer: () => Promise.reject(new ApiError(400, 'Bad Request', 'Please choose a mood from the list', { field: 'mood' })),
    });
    fill(FILLED);
    submit();
    await settle({ form: 'refused' });
    expect(context().errors).toEqual({ mood: 'Please choose a mood from the list' });
    fill({ mood: 'happy' });
    expect(context().errors).toEqual({});
  });

  it('a server failure: "Submission Failed" in the spec’s words; trying again sends the same clientId', async () => {
    let attempt = 0;
    const { fill, submit, settle, toasts, context, posts, stored } = await ready({
      answer: async (_, store) => (++attempt === 1 ? Promise.reject(new ApiError(500, 'Internal Server Error', undefined)) : store()),
    });
    fill(FILLED);
    submit();
    await settle({ form: 'failed' });
    expect(toasts).toEqual([{ title: 'Submission Failed', description: 'There was an error submitting your request. Please try again.' }]);
    expect(context().notice).toEqual(toasts[0]);
    submit();
    expect(context().notice).toBeNull();
    await settle('sent');
    expect(posts.map((p) => p.clientId)).toEqual([CLIENT_ID, CLIENT_ID]);
    expect(stored.size).toBe(1);
  });

  it('too many applications (429) says so in the shop’s words', async () => {
    const { fill, submit, settle, toasts } = await ready({
      answer: () => Promise.reject(new ApiError(429, 'Too Many Requests', FREE_SONG_MESSAGES.tooMany)),
    });
    fill(FILLED);
    submit();
    await settle({ form: 'failed' });
    expect(toasts).toEqual([{ title: 'Submission Failed', description: FREE_SONG_MESSAGES.tooMany }]);
  });

  it('an answer without an id counts as a failure', async () => {
    const { fill, submit, settle, toasts } = await ready({ answer: async () => ({ success: true }) as never });
    fill(FILLED);
    submit();
    await settle({ form: 'failed' });
    expect(toasts[0]?.title).toBe('Submission Failed');
  });
});

describe('splitServerMessage', () => {
  it('splits the spec’s "Title: description" and leaves other messages under the fallback title', () => {
    expect(splitServerMessage('Required Fields Missing: Please fill in all required fields: Email', 'X')).toEqual({
      title: 'Required Fields Missing',
      description: 'Please fill in all required fields: Email',
    });
    expect(splitServerMessage('Please enter a valid email address', 'Submission Failed')).toEqual({
      title: 'Submission Failed',
      description: 'Please enter a valid email address',
    });
  });
});
