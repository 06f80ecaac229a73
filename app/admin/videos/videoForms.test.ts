// The video forms' checks and bodies: the shared schemas' messages beside the right fields, and what is sent.
import { describe, expect, it } from 'vitest';
import { VIDEO_MESSAGES, type VideoOptions, type VideoTemplate } from '../../../shared/schemas/video';
import {
  AI_VIDEO_FIELDS,
  buildAiVideoRequest,
  refusedField,
  resolveTemplateVideo,
  TEMPLATE_VIDEO_FIELDS,
  buildTemplateUpdate,
  buildTemplateVideoRequest,
  captionLines,
  defaultPlatform,
  templatePlatforms,
  voiceLabel,
  type AiVideoInput,
  type TemplateVideoChoices,
  type TemplateVideoInput,
} from './videoForms';

const template = (over: Partial<VideoTemplate> = {}): VideoTemplate => ({
  id: 'tpl_teaser',
  name: 'Song teaser',
  description: 'A sample song with its title',
  category: 'promo',
  duration: 15,
  isActive: true,
  platforms: ['tiktok', 'instagram'],
  kind: 'song_teaser',
  ...over,
});

const templateForm = (over: Partial<TemplateVideoInput> = {}): TemplateVideoInput => ({
  templateId: 'tpl_teaser',
  platform: 'tiktok',
  title: '  Summer teaser ',
  description: '',
  sampleSongId: 'song_1',
  includeMusic: true,
  submissionId: '',
  captions: '',
  duration: 15,
  ...over,
});

const aiForm = (over: Partial<AiVideoInput> = {}): AiVideoInput => ({
  prompt: 'A couple hears their song',
  voiceScript: 'Give them a song of their own.',
  platform: 'tiktok',
  duration: 30,
  voiceType: 'nova',
  style: 'professional',
  includeMusic: true,
  sampleSongId: '',
  ...over,
});

describe('the template video form', () => {
  it('sends the trimmed title, the music choice and the duration, leaving out what is empty', () => {
    const result = buildTemplateVideoRequest(templateForm(), template());
    expect(result).toEqual({
      ok: true,
      value: {
        templateId: 'tpl_teaser',
        platform: 'tiktok',
        title: 'Summer teaser',
        contentData: { sampleSongId: 'song_1', includeMusic: true, duration: 15 },
      },
    });
  });

  it('refuses a blank title with the spec message', () => {
    const result = buildTemplateVideoRequest(templateForm({ title: '   ' }), template());
    expect(result).toEqual({ ok: false, errors: { title: VIDEO_MESSAGES.titleMissing } });
  });

  it('sends one caption a line, blank lines skipped, and names the line that is too long', () => {
    const ok = buildTemplateVideoRequest(templateForm({ captions: 'One song\n\n  for you  \n' }), template());
    expect(ok.ok && ok.value.contentData?.captions).toEqual(['One song', 'for you']);
    const tooLong = buildTemplateVideoRequest(templateForm({ captions: `fine\n${'x'.repeat(121)}` }), template());
    expect(tooLong).toEqual({ ok: false, errors: { captions: 'Line 2: Caption must be 120 characters or fewer' } });
  });

  it('asks for a reaction video for the reaction highlight, and sends the chosen one only there', () => {
    const highlight = template({ kind: 'reaction_highlight' });
    expect(buildTemplateVideoRequest(templateForm(), highlight)).toEqual({
      ok: false,
      errors: { submissionId: VIDEO_MESSAGES.reactionNeeded },
    });
    const chosen = buildTemplateVideoRequest(templateForm({ submissionId: 'sub_1' }), highlight);
    expect(chosen.ok && chosen.value.contentData?.submissionId).toBe('sub_1');
    const teaser = buildTemplateVideoRequest(templateForm({ submissionId: 'sub_1' }), template());
    expect(teaser.ok && teaser.value.contentData?.submissionId).toBeUndefined();
  });

  it('lets the testimonial quote use a chosen reaction, or none (the server takes the latest, or the captions)', () => {
    const quote = template({ kind: 'testimonial_quote' });
    const chosen = buildTemplateVideoRequest(templateForm({ submissionId: 'sub_2' }), quote);
    expect(chosen.ok && chosen.value.contentData?.submissionId).toBe('sub_2');
    const none = buildTemplateVideoRequest(templateForm(), quote);
    expect(none.ok && none.value.contentData?.submissionId).toBeUndefined();
  });

  it('lets the testimonial quote quote one of the shop’s testimonials instead, sending no reaction with it', () => {
    const quote = template({ kind: 'testimonial_quote' });
    const chosen = buildTemplateVideoRequest(templateForm({ submissionId: 'sub_2', testimonialId: 't_1' }), quote);
    expect(chosen.ok && chosen.value.contentData).toMatchObject({ testimonialId: 't_1', submissionId: undefined });
    const teaser = buildTemplateVideoRequest(templateForm({ testimonialId: 't_1' }), template({ kind: 'song_teaser' }));
    expect(teaser.ok && teaser.value.contentData?.testimonialId).toBeUndefined();
    expect(refusedField('contentData.testimonialId', TEMPLATE_VIDEO_FIELDS)).toBe('testimonialId');
  });

  it('asks for a template when none is chosen', () => {
    const result = buildTemplateVideoRequest(templateForm({ templateId: '' }), undefined);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.templateId).toBe('Please choose a template');
  });

  it('offers the platforms the template is made for, TikTok first when it is one', () => {
    expect(templatePlatforms(template({ platforms: ['instagram', 'tiktok'] }))).toEqual(['tiktok', 'instagram']);
    expect(templatePlatforms(template({ platforms: [] }))).toEqual(['tiktok', 'instagram', 'youtube', 'facebook']);
    expect(defaultPlatform(['tiktok', 'youtube'])).toBe('tiktok');
    expect(defaultPlatform(['youtube', 'facebook'])).toBe('youtube');
  });
});

describe('the AI video form', () => {
  it('sends a 9:16 MP4 with the chosen voice, style and music', () => {
    const result = buildAiVideoRequest(aiForm({ voiceType: 'onyx', style: 'emotional', includeMusic: false, sampleSongId: 'song_2' }));
    expect(result).toEqual({
      ok: true,
      value: {
        prompt: 'A couple hears their song',
        voiceScript: 'Give them a song of their own.',
        platform: 'tiktok',
        duration: 30,
        voiceType: 'onyx',
        includeMusic: false,
        style: 'emotional',
        aspectRatio: '9:16',
        format: 'mp4',
        sampleSongId: 'song_2',
      },
    });
  });

  it('needs a prompt and a voice script that are not blank', () => {
    expect(buildAiVideoRequest(aiForm({ prompt: ' ', voiceScript: '\n' }))).toEqual({
      ok: false,
      errors: { prompt: VIDEO_MESSAGES.promptMissing, voiceScript: VIDEO_MESSAGES.voiceScriptMissing },
    });
  });

  it('labels voices female or male as spec §9 sorts them', () => {
    expect(['nova', 'shimmer', 'alloy', 'onyx'].map(voiceLabel)).toEqual([
      'Nova (female)',
      'Shimmer (female)',
      'Alloy (male)',
      'Onyx (male)',
    ]);
  });
});

describe('the template edit form', () => {
  const input = { name: ' Teaser ', description: '', category: 'promo', duration: 30, isActive: false, platforms: ['youtube', 'tiktok'] };

  it('sends the fields with platforms in the usual order and an emptied description as empty', () => {
    expect(buildTemplateUpdate(input)).toEqual({
      ok: true,
      value: { name: 'Teaser', description: '', category: 'promo', duration: 30, isActive: false, platforms: ['tiktok', 'youtube'] },
    });
  });

  it('needs a name, a category and at least one platform', () => {
    const result = buildTemplateUpdate({ ...input, name: '', category: ' ', platforms: [] });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please give the template a name',
        category: 'Please give the template a category',
        platforms: 'Choose at least one platform',
      },
    });
  });
});

describe('captions', () => {
  it('are the non-blank lines, trimmed', () => {
    expect(captionLines(' a \r\n\nb')).toEqual(['a', 'b']);
  });
});

describe('a server refusal', () => {
  it('belongs to the field the server names, when the form has that field', () => {
    expect(refusedField('templateId', TEMPLATE_VIDEO_FIELDS)).toBe('templateId');
    expect(refusedField('contentData.submissionId', TEMPLATE_VIDEO_FIELDS)).toBe('submissionId');
    expect(refusedField('sampleSongId', AI_VIDEO_FIELDS)).toBe('sampleSongId');
    expect(refusedField('contentData.captions.0', TEMPLATE_VIDEO_FIELDS)).toBe('captions');
    expect(refusedField('platform', TEMPLATE_VIDEO_FIELDS)).toBe('platform');
    expect(refusedField('voiceScript', TEMPLATE_VIDEO_FIELDS)).toBeNull();
    expect(refusedField(undefined, AI_VIDEO_FIELDS)).toBeNull();
  });
});

describe('resolveTemplateVideo', () => {
  const nothingChosen: TemplateVideoChoices = { templateId: '', platform: null, duration: null, sampleSongId: '', testimonialId: '' };
  const quote = template({ id: 'tpl_quote', kind: 'testimonial_quote', duration: 60, platforms: ['youtube'] });
  const options: VideoOptions = {
    aiEnabled: false,
    sampleSongs: [
      { id: 'song_1', title: 'First', genre: 'Pop' },
      { id: 'song_2', title: 'Second', genre: 'Folk' },
    ],
    reactions: [],
    testimonials: [{ id: 't_1', name: 'Ana', text: 'Lovely' }],
  };

  it('offers the first active template, its default platform and its own length when nothing is chosen', () => {
    const view = resolveTemplateVideo([template(), quote], nothingChosen, options);
    expect(view).toMatchObject({ platform: 'tiktok', duration: 15, teaser: true, quote: false, reaction: 'none', song: 'song_1' });
    expect(view.template?.id).toBe('tpl_teaser');
  });

  it('keeps a chosen platform only while the template is made for it', () => {
    expect(resolveTemplateVideo([template()], { ...nothingChosen, platform: 'instagram' }, options).platform).toBe('instagram');
    expect(resolveTemplateVideo([quote], { ...nothingChosen, platform: 'instagram' }, options).platform).toBe('youtube');
  });

  it('takes a chosen length over the template’s', () => {
    expect(resolveTemplateVideo([quote], { ...nothingChosen, duration: 15 }, options).duration).toBe(15);
  });

  it('quotes a chosen testimonial only for the testimonial quote, and only while it exists', () => {
    expect(resolveTemplateVideo([quote], { ...nothingChosen, testimonialId: 't_1' }, options).quoted).toBe('t_1');
    expect(resolveTemplateVideo([quote], { ...nothingChosen, testimonialId: 't_gone' }, options).quoted).toBe('');
    expect(resolveTemplateVideo([template()], { ...nothingChosen, testimonialId: 't_1' }, options).quoted).toBe('');
  });

  it('falls back to the first song when the chosen one is gone, and to none without songs', () => {
    expect(resolveTemplateVideo([template()], { ...nothingChosen, sampleSongId: 'song_2' }, options).song).toBe('song_2');
    expect(resolveTemplateVideo([template()], { ...nothingChosen, sampleSongId: 'song_9' }, options).song).toBe('song_1');
    expect(resolveTemplateVideo([template()], nothingChosen, undefined).song).toBe('');
  });

  it('shows no template when none is active', () => {
    expect(resolveTemplateVideo([], nothingChosen, options)).toMatchObject({ template: undefined, platform: 'tiktok', duration: 30 });
  });
});
