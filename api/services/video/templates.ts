// The video templates (spec §2 Video Templates tab, §3 "Video template"): listed, edited and deleted by the
// admin. Four are seeded with the database, one per look the renderer knows.
import type { Kysely } from 'kysely';
import {
  VIDEO_MESSAGES,
  type TemplateKind,
  type VideoDuration,
  type VideoPlatform,
  type VideoTemplate,
  type VideoTemplateUpdate,
} from '../../../shared/schemas/video';
import type { Database, VideoTemplateRow } from '../../db/schema';
import { deleteVideoTemplate, findVideoTemplate, listVideoTemplates, updateVideoTemplate } from '../../db/videos';
import { notFound } from '../errors';
import type { Clock } from '../clock';

export function toVideoTemplate(row: VideoTemplateRow): VideoTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    duration: row.duration as VideoDuration,
    isActive: row.is_active === 1,
    platforms: JSON.parse(row.platforms) as VideoPlatform[],
    kind: row.kind as TemplateKind,
  };
}

export function createVideoTemplates(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  /** `field`: the request field that named the template, when a body did (a render's `templateId`). */
  async function find(id: string, field?: string): Promise<VideoTemplateRow> {
    const row = id.length <= 64 ? await findVideoTemplate(db, id) : undefined;
    if (!row) throw notFound(VIDEO_MESSAGES.templateNotFound, field);
    return row;
  }

  return {
    find,

    async list(): Promise<VideoTemplate[]> {
      return (await listVideoTemplates(db)).map(toVideoTemplate);
    },

    async update(id: string, update: VideoTemplateUpdate): Promise<VideoTemplate> {
      const platforms = [...new Set(update.platforms)];
      const changed = await updateVideoTemplate(db, id, {
        name: update.name,
        description: update.description ?? '',
        category: update.category,
        duration: update.duration,
        is_active: update.isActive ? 1 : 0,
        platforms: JSON.stringify(platforms),
        updated_at: clock.now().toISOString(),
      });
      if (!changed) throw notFound(VIDEO_MESSAGES.templateNotFound);
      return toVideoTemplate(await find(id));
    },

    /** Videos already made from it keep their file; their link to the template is cleared. */
    async remove(id: string): Promise<void> {
      if (!(id.length <= 64 && (await deleteVideoTemplate(db, id)))) throw notFound(VIDEO_MESSAGES.templateNotFound);
    },
  };
}

export type VideoTemplates = ReturnType<typeof createVideoTemplates>;
