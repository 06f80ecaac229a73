// The route table: the home page ships in the first bundle, every other page loads on demand. The first route
// whose path matches is shown; the last, without a path, is the 404 page.
import { lazy } from 'react';
import { Navigate, Route, Switch } from './ui/router';
import { SiteLayout } from './shell/SiteLayout';
import { LandingPage as Landing } from './features/home';
import { loadCreateSongPage } from './features/create-song';

const HeroHome = lazy(() => import('./features/home/HeroPage'));
const Faq = lazy(() => import('./features/faq/FaqPage'));
const HowItWorks = lazy(() => import('./features/how-it-works/HowItWorksPage'));
const SampleSongs = lazy(() => import('./features/samples/SampleSongsPage'));
const Contact = lazy(() => import('./features/contact/ContactPage'));
const PrivacyPolicy = lazy(() => import('./features/legal/PrivacyPolicyPage'));
const TermsOfService = lazy(() => import('./features/legal/TermsOfServicePage'));
const CreateSong = lazy(loadCreateSongPage);
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
    <SiteLayout>
      <Switch>
        <Route path="/">
          <Landing />
        </Route>
        <Route path="/home">
          <Landing />
        </Route>
        <Route path="/hero">
          <HeroHome />
        </Route>
        <Route path="/faq">
          <Faq />
        </Route>
        <Route path="/how-it-works">
          <HowItWorks />
        </Route>
        <Route path="/sample-songs">
          <SampleSongs />
        </Route>
        <Route path="/samples">
          <Navigate to="/sample-songs" replace />
        </Route>
        <Route path="/contact">
          <Contact />
        </Route>
        <Route path="/privacy-policy">
          <PrivacyPolicy />
        </Route>
        <Route path="/terms-of-service">
          <TermsOfService />
        </Route>
        <Route path="/free-song">
          <FreeSong />
        </Route>
        <Route path="/free-song-success">
          <FreeSongSuccess />
        </Route>
        <Route path="/video-reaction/:submissionId">
          <VideoReaction />
        </Route>
        <Route path="/video-test">
          <VideoTest />
        </Route>
        <Route path="/unsubscribe">
          <Unsubscribe />
        </Route>
        <Route path="/create-song">
          <CreateSong />
        </Route>
        <Route path="/thank-you">
          <ThankYou />
        </Route>
        <Route path="/checkout-pending">
          <CheckoutPending />
        </Route>
        <Route path="/order/:token">
          <OrderStatus />
        </Route>
        <Route path="/song/:token">
          <SongGift />
        </Route>
        <Route path="/gift/:token">
          <GiftDate />
        </Route>
        <Route path="/test-checkout/:sessionId">
          <TestCheckout />
        </Route>
        <Route path="/admin">
          <Admin />
        </Route>
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </SiteLayout>
  );
}
