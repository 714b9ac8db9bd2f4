// Tells a reader who lost the connection that saved pages still work (the service worker serves them).
import React, {useSyncExternalStore, type ReactNode} from 'react';
import styles from './styles.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOffline = () => !navigator.onLine;
// The static HTML is always rendered as online.
const serverSnapshot = () => false;

export default function OfflineBanner(): ReactNode {
  const offline = useSyncExternalStore(subscribe, isOffline, serverSnapshot);
  return (
    <div role="status" className={styles.region}>
      {offline ? (
        <p className={styles.banner}>
          You are offline. Pages you have opened on this device still work, and search still answers; other pages load when you are back online.
        </p>
      ) : null}
    </div>
  );
}
