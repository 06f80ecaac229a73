// React's own useSyncExternalStore, in place of the use-sync-external-store shim wouter and @xstate/react import
// (vite.config.ts resolve.alias): the shim exists for React before 18 and hands React 18+'s hook back anyway, but
// it cost the first visit's code about a kilobyte.
export { useSyncExternalStore } from 'react';
