// The route table: the home page ships in the first bundle, every other page loads on demand.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SiteLayout } from './SiteLayout';
import Landing from './pages/landing/LandingPage';

const HeroHome = lazy(() => import('./pages/hero/HeroPage'));
const Faq = lazy(() => import('./pages/faq/FaqPage'));
const HowItWorks = lazy(() => import('./pages/how-it-works/HowItWorksPage'));
const SampleSongs = lazy(() => import('./pages/sample-songs/SampleSongsPage'));
const Contact = lazy(() => import('./pages/contact/ContactPage'));
const PrivacyPolicy = lazy(() => import('./pages/legal/PrivacyPolicyPage'));
const TermsOfService = lazy(() => import('./pages/legal/TermsOfServicePage'));
const CreateSong = lazy(() => import('./pages/create-song/CreateSongPage'));
const ThankYou = lazy(() => import('./pages/thank-you/ThankYouPage'));
const CheckoutPending = lazy(() => import('./pages/checkout-pending/CheckoutPendingPage'));
const OrderStatus = lazy(() => import('./pages/order/OrderPage'));
const SongGift = lazy(() => import('./pages/song/SongPage'));
const TestCheckout = lazy(() => import('./pages/test-checkout/TestCheckoutPage'));
const FreeSong = lazy(() => import('./pages/free-song/FreeSongPage'));
const FreeSongSuccess = lazy(() => import('./pages/free-song-success/FreeSongSuccessPage'));
const VideoReaction = lazy(() => import('./pages/video-reaction/VideoReactionPage'));
const Unsubscribe = lazy(() => import('./pages/unsubscribe/UnsubscribePage'));
const NotFound = lazy(() => import('./pages/not-found/NotFoundPage'));
// Staff only: its own chunk, loaded by nothing else and never precached (vite.config.ts globIgnores).
const Admin = lazy(() => import('./pages/admin/AdminPage'));
const VideoTest = lazy(() => import('./pages/admin/VideoTestPage'));

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
        <Route path="/test-checkout/:sessionId" element={<TestCheckout />} />
        <Route path="/admin" element={<Admin />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
