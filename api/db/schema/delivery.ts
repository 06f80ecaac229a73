// The delivery columns orders and free-song submissions share, as Kysely sees them.

/** A finished song sent to its customer, and the one revision they may ask for: the same columns on orders and free-song submissions. */
export interface DeliveryColumns {
  admin_notes: string | null;
  /** The key of the song page (/song/{token}): a new one for every send. */
  delivery_token: string | null;
  song_media_id: string | null;
  lyrics_media_id: string | null;
  /** The instrumental version, when the order bought it (add-on `instrumental`); always empty on free songs. */
  instrumental_media_id: string | null;
  delivery_message: string | null;
  /** When the admin sent the song (the mail may wait for a scheduled time). */
  delivery_created_at: string | null;
  /** When the mail with the song page went out. */
  delivered_at: string | null;
  revision_note: string | null;
  revision_requested_at: string | null;
}

/** The musician the work is assigned to (issue 26), when they were given it and when they accepted it. */
export interface AssignmentColumns {
  assignee_id: string | null;
  assigned_at: string | null;
  /** Unaccepted by then, the work returns to unassigned (a stored job). */
  accept_by: string | null;
  assignment_accepted_at: string | null;
}
