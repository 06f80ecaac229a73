// The admin API client (spec §7 admin calls): every call carries the bearer token, and any 401 means the
// session is over. Built from a token source so the 401 rule is testable without a browser.
import type {
  AdminContactInbox,
  AdminContactMessage,
  AdminFreeSongSubmission,
  AdminOrder,
  AdminPushDevice,
} from '../../../shared/admin-api-types';
import type { ContactStatus } from '../../../shared/schemas/inbox';
import type {
  DemoContentCounts,
  DemoContentRemoved,
  Testimonial,
  TestimonialInput,
  TestimonialUpdate,
} from '../../../shared/schemas/testimonial';
import type { SampleSong, Setting } from '../../../shared/api-types';
import type { AdminChatSession, ChatMessage } from '../../../shared/schemas/chat';
import type { Offer, OfferPage, Offers } from '../../../shared/offers';
import type { SetupCheck, SetupChecklist } from '../../../shared/setup';
import type { ShopProfileUpdate, ShopProfileView } from '../../../shared/shopProfile';
import type {
  AiVideoRequest,
  GeneratedVideo,
  TemplateVideoRequest,
  VideoOptions,
  VideoTemplate,
  VideoTemplateUpdate,
} from '../../../shared/schemas/video';
import { ApiError, apiRequest } from '../../core/api/client';

export interface TokenSource {
  token(): string | null;
  /** The server refused the token: forget it. */
  expired(): void;
}

export type AdminRequest = <T>(method: string, path: string, body?: unknown) => Promise<T>;

export function createAdminRequest(session: TokenSource, request: typeof apiRequest = apiRequest): AdminRequest {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const token = session.token();
    if (!token) throw new ApiError(401, 'Unauthorized', 'Please sign in');
    try {
      return await request<T>(method, path, body, { headers: { Authorization: `Bearer ${token}` } });
    } catch (error) {
      // Only the session that made the call ends: a late 401 must not sign out a login that happened since.
      if (error instanceof ApiError && error.status === 401 && session.token() === token) session.expired();
      throw error;
    }
  };
}

export interface LoginResponse {
  token: string;
  expiresAt: string;
}

export interface ReactionRemindersSent {
  emailsSent: number;
}

export const FREE_SONG_SETTING = 'free_song_enabled';
const FREE_SONG_SETTING_DESCRIPTION = "Show the 'Get a Free Song' link in the navigation";

/** The body of PUT /api/admin/offers/:page (money in cents; null removes the compare-at price). */
export interface OfferUpdate {
  priceCents: number;
  compareAtCents: number | null;
  deliveryHours: number;
  rushHours: number;
  rushFeeCents: number;
}

const id = (value: string) => encodeURIComponent(value);

export function createAdminApi(request: AdminRequest) {
  return {
    session: () => request<{ expiresAt: string }>('GET', '/api/admin/session'),
    logout: () => request<void>('POST', '/api/admin/logout'),

    pushDevices: () => request<AdminPushDevice[]>('GET', '/api/admin/push/devices'),
    removePushDevice: (deviceId: string) => request<void>('DELETE', `/api/admin/push/devices/${id(deviceId)}`),

    sampleSongs: () => request<SampleSong[]>('GET', '/api/admin/sample-songs'),
    addSampleSong: (form: FormData) => request<SampleSong>('POST', '/api/admin/sample-songs', form),
    moveSampleSong: (songId: string, sortOrder: number) =>
      request<SampleSong[]>('PATCH', `/api/admin/sample-songs/${id(songId)}/order`, { sortOrder }),
    deleteSampleSong: (songId: string) => request<void>('DELETE', `/api/admin/sample-songs/${id(songId)}`),

    testimonials: () => request<Testimonial[]>('GET', '/api/admin/testimonials'),
    addTestimonial: (fields: TestimonialInput) => request<Testimonial>('POST', '/api/admin/testimonials', fields),
    /** Editing a demo testimonial makes it the shop's own. */
    updateTestimonial: (testimonialId: string, changes: TestimonialUpdate) =>
      request<Testimonial>('PUT', `/api/admin/testimonials/${id(testimonialId)}`, changes),
    deleteTestimonial: (testimonialId: string) => request<void>('DELETE', `/api/admin/testimonials/${id(testimonialId)}`),
    /** Every id once, in the new order. */
    orderTestimonials: (ids: string[]) => request<Testimonial[]>('PUT', '/api/admin/testimonials/order', { ids }),
    demoContent: () => request<DemoContentCounts>('GET', '/api/admin/demo-content'),
    removeDemoContent: () => request<DemoContentRemoved>('POST', '/api/admin/demo-content/remove'),

    orders: () => request<AdminOrder[]>('GET', '/api/admin/orders'),
    /** `expectedStatus`: the status the admin saw, so a change someone else made meanwhile is not overridden. */
    setOrderStatus: (orderId: string, status: string, expectedStatus?: string) =>
      request<AdminOrder>('PATCH', `/api/admin/orders/${id(orderId)}/status`, expectedStatus ? { status, expectedStatus } : { status }),
    sendCompletedOrder: (orderId: string, form: FormData) =>
      request<AdminOrder>('PATCH', `/api/admin/orders/${id(orderId)}/send-completed`, form),
    deleteOrder: (orderId: string) => request<void>('DELETE', `/api/admin/orders/${id(orderId)}`),

    freeSongs: () => request<AdminFreeSongSubmission[]>('GET', '/api/admin/free-song-submissions'),
    updateFreeSong: (submissionId: string, form: FormData) =>
      request<AdminFreeSongSubmission>('PATCH', `/api/admin/free-song-submissions/${id(submissionId)}`, form),
    setFreeSongStatus: (submissionId: string, status: string, expectedStatus?: string) => {
      const form = new FormData();
      form.set('status', status);
      if (expectedStatus) form.set('expectedStatus', expectedStatus);
      return request<AdminFreeSongSubmission>('PATCH', `/api/admin/free-song-submissions/${id(submissionId)}`, form);
    },
    deleteFreeSong: (submissionId: string) => request<void>('DELETE', `/api/admin/free-song-submissions/${id(submissionId)}`),
    /** Mails every delivered free song's customer who sent no reaction yet (the server sends each at most once a day). */
    sendReactionReminders: () => request<ReactionRemindersSent>('POST', '/api/admin/send-reaction-reminders'),

    /** The free-song link setting; a missing setting (404) reads as off (spec §4). */
    freeSongSetting: async (): Promise<Setting> => {
      try {
        return await request<Setting>('GET', `/api/admin/settings/${FREE_SONG_SETTING}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { key: FREE_SONG_SETTING, value: 'false', description: null };
        throw error;
      }
    },
    setFreeSongEnabled: (enabled: boolean) =>
      request<Setting>('PUT', `/api/admin/settings/${FREE_SONG_SETTING}`, {
        value: enabled ? 'true' : 'false',
        description: FREE_SONG_SETTING_DESCRIPTION,
      }),

    setup: () => request<SetupChecklist>('GET', '/api/admin/setup'),
    setSetupHidden: (hidden: boolean) => request<SetupChecklist>('PUT', '/api/admin/setup', { hidden }),
    confirmPrices: () => request<SetupChecklist>('POST', '/api/admin/setup/prices-reviewed'),
    sendTestMail: () => request<SetupCheck>('POST', '/api/admin/setup/test-mail'),
    checkStripe: () => request<SetupCheck>('POST', '/api/admin/setup/check-stripe'),

    shopProfile: () => request<ShopProfileView>('GET', '/api/admin/shop-profile'),
    saveShopProfile: (change: ShopProfileUpdate) => request<ShopProfileView>('PUT', '/api/admin/shop-profile', change),

    offers: () => request<Offers>('GET', '/api/admin/offers'),
    saveOffer: (page: OfferPage, offer: OfferUpdate) => request<Offer>('PUT', `/api/admin/offers/${id(page)}`, offer),

    ...conversationCalls(request),
    ...videoCalls(request),
  };
}

/** The Live Chat tab's calls: the customers' chats and the contact form's inbox. */
function conversationCalls(request: AdminRequest) {
  return {
    chatSessions: () => request<AdminChatSession[]>('GET', '/api/admin/chat/sessions'),
    chatMessages: (sessionId: string) => request<ChatMessage[]>('GET', `/api/admin/chat/messages/${id(sessionId)}`),
    /** The spec's reply (§7: the customer's send with sender 'admin'); a resend with the same client id is the same message. */
    sendChatReply: (sessionId: string, message: string, clientMessageId: string) =>
      request<ChatMessage>('POST', '/api/chat/send', { sessionId, message, sender: 'admin', clientMessageId }),
    /** Everything so far is read; also the "an admin has this chat open" heartbeat (no push for what is on screen). */
    markChatRead: (sessionId: string) => request<AdminChatSession>('POST', `/api/admin/chat/sessions/${id(sessionId)}/read`),
    chatTyping: (sessionId: string) => request<void>('POST', '/api/admin/chat/typing', { sessionId }),

    /** The inbox of contact messages: newest first, with the unread count. */
    contactMessages: () => request<AdminContactInbox>('GET', '/api/admin/contact-messages'),
    setContactStatus: (messageId: string, status: ContactStatus) =>
      request<AdminContactMessage>('PATCH', `/api/admin/contact-messages/${id(messageId)}`, { status }),
    /** Mails the sender; answers the message with the reply kept (and marked done). */
    replyToContact: (messageId: string, message: string) =>
      request<AdminContactMessage>('POST', `/api/admin/contact-messages/${id(messageId)}/reply`, { message }),
    deleteContactMessage: (messageId: string) => request<void>('DELETE', `/api/admin/contact-messages/${id(messageId)}`),
  };
}

/** The Video Templates tab's calls: templates, renders and what the forms offer. */
function videoCalls(request: AdminRequest) {
  return {
    videoTemplates: () => request<VideoTemplate[]>('GET', '/api/admin/video-templates'),
    updateVideoTemplate: (templateId: string, update: VideoTemplateUpdate) =>
      request<VideoTemplate>('PUT', `/api/admin/video-templates/${id(templateId)}`, update),
    deleteVideoTemplate: (templateId: string) => request<void>('DELETE', `/api/admin/video-templates/${id(templateId)}`),
    /** Newest first. */
    generatedVideos: () => request<GeneratedVideo[]>('GET', '/api/admin/generated-videos'),
    deleteGeneratedVideo: (videoId: string) => request<void>('DELETE', `/api/admin/generated-videos/${id(videoId)}`),
    /** Queues a render: answers the new video, pending. */
    generateTemplateVideo: (body: TemplateVideoRequest) => request<GeneratedVideo>('POST', '/api/admin/generate-video', body),
    generateAiVideo: (body: AiVideoRequest) => request<GeneratedVideo>('POST', '/api/admin/ai-generate-video', body),
    /** What the video forms' pickers offer, and whether AI generation is configured. */
    videoOptions: () => request<VideoOptions>('GET', '/api/admin/video-options'),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;

/** Signing in needs no token, and its 401 means a wrong password rather than an ended session. */
export const login = (password: string) => apiRequest<LoginResponse>('POST', '/api/admin/login', { password });

/** What a failed call has to say: the server's own message, else the status line, else a network failure. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `${error.status} ${error.statusText}`.trim();
  return 'Could not reach the server. Check the connection and try again.';
}
