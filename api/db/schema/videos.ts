// The promo-video tables as Kysely sees them.
import type { Selectable } from 'kysely';

export interface VideoTemplatesTable {
  id: string;
  kind: string;
  name: string;
  description: string;
  category: string;
  duration: number;
  /** 0/1. */
  is_active: number;
  /** JSON list of platforms. */
  platforms: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** A generated video; its rows are also the render queue. */
export interface GeneratedVideosTable {
  id: string;
  title: string;
  description: string | null;
  platform: string;
  status: string;
  generation_type: string;
  template_id: string | null;
  duration: number;
  /** JSON: everything the render needs, resolved when the video was asked for. */
  request: string;
  script: string | null;
  voice_media_id: string | null;
  /** JSON list of caption cues. */
  captions_data: string | null;
  video_media_id: string | null;
  error: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export type VideoTemplateRow = Selectable<VideoTemplatesTable>;
export type GeneratedVideoRow = Selectable<GeneratedVideosTable>;
