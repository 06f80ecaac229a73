// The free-song promotion's table as Kysely sees it.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { AssignmentColumns, DeliveryColumns } from './delivery';

export interface FreeSongSubmissionsTable extends DeliveryColumns, AssignmentColumns {
  id: string;
  name: string;
  email: string;
  occasion: string;
  recipient_name: string;
  relationship: string;
  story: string;
  special_details: string;
  mood: string;
  genre: string;
  vocal_preference: string;
  agreed_to_video: number;
  status: Generated<string>;
  client_id: string | null;
  scheduled_send_at: string | null;
  /** The customer's reaction video (a media row) and testimonial, once sent. */
  reaction_media_id: string | null;
  reaction_message: string | null;
  reaction_received_at: string | null;
  /** When the last reaction reminder was queued: at most one a day. */
  reaction_reminded_at: string | null;
  /** The production board's stage (issue 26, a BOARD_STAGES name); null: Brief. Delivered is read from the status. */
  stage: string | null;
  /** When it was approved (moved past pending), and the free-song offer's hours promised then: its due time's start and length. */
  approved_at: string | null;
  delivery_hours: number | null;
  created_at: string;
  updated_at: string;
}

export type FreeSongSubmissionRow = Selectable<FreeSongSubmissionsTable>;
export type NewFreeSongSubmissionRow = Insertable<FreeSongSubmissionsTable>;
