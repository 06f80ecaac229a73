// Wiring of contact messages (and their stored jobs) and the admin's inbox.
import { CONTACT_ACK_JOB, CONTACT_NOTIFY_JOB, createContactService } from '../contact';
import { createInbox } from '../inbox';
import type { Access } from './access';
import type { Foundation } from './foundation';

/** Contact-form messages and the inbox the admin answers them from. */
export function buildMessages(f: Foundation, push: Access['push']) {
  const { config, db, clock, mail } = f;
  const contact = createContactService({
    db,
    clock,
    jobs: f.jobs,
    mail,
    push,
    shop: f.shopProfile.get,
    adminEmail: config.adminEmail,
    publicUrl: config.publicUrl,
  });
  f.handlers[CONTACT_NOTIFY_JOB] = contact.notify;
  f.handlers[CONTACT_ACK_JOB] = contact.acknowledge;
  // Replies name the profile's support address as Reply-To: where customers are told to write.
  return { contact, inbox: createInbox({ db, clock, mail, shop: f.shopProfile.get }) };
}
