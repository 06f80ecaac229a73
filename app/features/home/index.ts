// The home page, in the first bundle (the /hero variant loads on demand from HeroPage.tsx).
export { default as LandingPage } from './LandingPage';
