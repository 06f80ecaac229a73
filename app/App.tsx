// The route table: the home page ships in the first bundle, every other page loads on demand.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SiteLayout } from './shell/SiteLayout';
import { LandingPage as Landing } from './features/home';

const HeroHome = lazy(() => import('./features/home/HeroPage'));
const Faq = lazy(() => import('./features/faq/FaqPage'));
const HowItWorks = lazy(() => import('./features/how-it-works/HowItWorksPage'));
const SampleSongs = lazy(() => import('./features/samples/SampleSongsPage'));
const Contact = lazy(() => import('./features/contact/ContactPage'));
const PrivacyPolicy = lazy(() => import('./features/legal/PrivacyPolicyPage'));
const TermsOfService = lazy(() => import('./features/legal/TermsOfServicePage'));
const CreateSong = lazy(() => import('./features/create-song/CreateSongPage'));
const ThankYou = lazy(() => import('./features/create-song/ThankYouPage'));
const CheckoutPending = lazy(() => import('./features/create-song/CheckoutPendingPage'));
const OrderStatus = lazy(() => import('./features/order/OrderPage'));
const SongGift = lazy(() => import('./features/song/SongPage'));
const GiftDate = lazy(() => import('./features/song/GiftPage'));
const TestCheckout = lazy(() => import('./features/create-song/TestCheckoutPage'));
const FreeSong = lazy(() => import('./features/free-song/FreeSongPage'));
const FreeSongSuccess = lazy(() => import('./features/free-song/FreeSongSuccessPage'));
const VideoReaction = lazy(() => import('./features/video-reaction/VideoReactionPage'));
const Unsubscribe = lazy(() => import('./features/unsubscribe/UnsubscribePage'));
const NotFound = lazy(() => import('./features/not-found/NotFoundPage'));
// Staff only: its own chunk, loaded by nothing else and never precached (vite.config.ts globIgnores).
const Admin = lazy(() => import('./admin/AdminPage'));
const VideoTest = lazy(() => import('./admin/videos/VideoTestPage'));

export function App() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<Landing />} />
        <Route path="/home" element={<Landing />} />
        <Route path="/hero" element={<HeroHome />} />
        <Route path="/faq" element={<Faq />} />
        <Route path="/how-it-works" element={<HowItWorks />} />
        <Route path="/sample-songs" element={<SampleSongs />} />
        <Route path="/samples" element={<Navigate to="/sample-songs" replace />} />
        <Route path="/contact" element={<Contact />} />
        <Route path="/privacy-policy" element={<PrivacyPolicy />} />
        <Route path="/terms-of-service" element={<TermsOfService />} />
        <Route path="/free-song" element={<FreeSong />} />
        <Route path="/free-song-success" element={<FreeSongSuccess />} />
        <Route path="/video-reaction/:submissionId" element={<VideoReaction />} />
        <Route path="/video-test" element={<VideoTest />} />
        <Route path="/unsubscribe" element={<Unsubscribe />} />
        <Route path="/create-song" element={<CreateSong />} />
        <Route path="/thank-you" element={<ThankYou />} />
        <Route path="/checkout-pending" element={<CheckoutPending />} />
        <Route path="/order/:token" element={<OrderStatus />} />
        <Route path="/song/:token" element={<SongGift />} />
        <Route path="/gift/:token" element={<GiftDate />} />
        <Route path="/test-checkout/:sessionId" element={<TestCheckout />} />
        <Route path="/admin" element={<Admin />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
