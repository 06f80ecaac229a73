// Who may call each admin endpoint (issue 26): the one place the rule is written. The server refuses any other role
// with a 403 before the handler runs (api/http/endpoint.ts), and the admin screens read the same table to hide
// what the signed-in role cannot do. Typed over every admin endpoint, so a new one without a rule does not compile
// (and api/routes/admin/roles.test.ts walks them all on a running server).
// Beyond the route, a musician sees only the work assigned to them, without the customer's contact details: that
// is the services' part (api/services/admin/assignments.ts).
import type { StaffRole } from '../schemas/staff';
import type * as adminEndpoints from './adminEndpoints';

export type AdminEndpointName = keyof typeof adminEndpoints;

/** `public`: no token needed (its own credential is in the body or the path); otherwise the roles allowed. */
export type RoleRule = 'public' | readonly StaffRole[];

const ALL = ['owner', 'musician', 'support'] as const;
const OWNER = ['owner'] as const;
/** The production side: the owner and the musicians (on their own work). */
const MAKERS = ['owner', 'musician'] as const;
/** The customer-facing side: the owner and support. */
const FRONT = ['owner', 'support'] as const;

export const ADMIN_ROLES: Record<AdminEndpointName, RoleRule> = {
  adminLogin: 'public',
  adminLogout: ALL,
  adminSession: ALL,

  adminStaff: OWNER,
  adminStaffInvite: OWNER,
  adminStaffUpdate: OWNER,
  adminStaffDelete: OWNER,
  adminStaffReinvite: OWNER,
  adminInvitationAccept: 'public',
  adminSessions: ALL,
  adminSessionRevoke: ALL,

  adminChatSessions: FRONT,
  adminChatMessages: FRONT,
  adminChatSend: FRONT,
  adminChatRead: FRONT,
  adminChatTyping: FRONT,
  adminChatStream: FRONT,

  adminContactMessages: FRONT,
  adminContactReply: FRONT,
  adminContactStatus: FRONT,
  adminContactDelete: FRONT,

  // Support reads orders and free songs; a musician only those assigned to them.
  adminFreeSongs: ALL,
  adminFreeSongUpdate: MAKERS,
  adminFreeSongDelete: OWNER,
  adminFreeSongAssign: OWNER,
  // The assigned musician's own answer (the service checks the work is theirs).
  adminFreeSongAccept: MAKERS,
  adminFreeSongHandBack: MAKERS,
  // A mail to customers: customer-facing.
  adminReactionReminders: FRONT,

  // The production board: everyone reads it (a musician only their own cards); the makers move their cards.
  adminBoard: ALL,
  adminOrderStage: MAKERS,
  adminFreeSongStage: MAKERS,

  adminOrders: ALL,
  // Money and the record of who did what: the owner's alone.
  adminOrderRefund: OWNER,
  adminAudit: OWNER,
  adminOrderStatus: MAKERS,
  adminOrderSendCompleted: MAKERS,
  adminOrderDelete: OWNER,
  adminOrderSlideshowRender: MAKERS,
  // The lyrics draft: whoever makes the song (a musician, only on their own orders).
  adminOrderLyricsDraft: MAKERS,
  adminOrderAssign: OWNER,
  adminOrderAccept: MAKERS,
  adminOrderHandBack: MAKERS,

  // The shop's alert devices: alerts name customers and orders, so not a musician's.
  adminPushDevices: FRONT,
  adminPushDeviceDelete: FRONT,

  adminSampleSongs: OWNER,
  adminSampleSongAdd: OWNER,
  adminSampleSongMove: OWNER,
  adminSampleSongDelete: OWNER,

  adminSetting: OWNER,
  adminSettingUpdate: OWNER,
  adminOffers: OWNER,
  adminOfferUpdate: OWNER,

  adminSetup: OWNER,
  adminSetupVisibility: OWNER,
  adminSetupPricesReviewed: OWNER,
  adminSetupTestMail: OWNER,
  adminSetupCheckStripe: OWNER,

  adminShopProfile: OWNER,
  adminShopProfileUpdate: OWNER,

  adminTestimonials: OWNER,
  adminTestimonialAdd: OWNER,
  adminTestimonialOrder: OWNER,
  adminTestimonialUpdate: OWNER,
  adminTestimonialDelete: OWNER,
  adminReviews: OWNER,
  adminReviewUpdate: OWNER,
  adminAddOns: OWNER,
  adminAddOnOrder: OWNER,
  adminAddOnUpdate: OWNER,

  adminDemoContent: OWNER,
  adminDemoContentRemove: OWNER,

  adminVideoTemplates: OWNER,
  adminVideoTemplateUpdate: OWNER,
  adminVideoTemplateDelete: OWNER,
  adminGeneratedVideos: OWNER,
  adminGeneratedVideoDelete: OWNER,
  adminGenerateVideo: OWNER,
  adminAiGenerateVideo: OWNER,
  adminVideoOptions: OWNER,
};

/** Whether the role may call the endpoint. */
export function mayCall(role: StaffRole, endpoint: AdminEndpointName): boolean {
  const rule = ADMIN_ROLES[endpoint];
  return rule === 'public' || rule.includes(role);
}
