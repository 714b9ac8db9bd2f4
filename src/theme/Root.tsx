// Root persists across page changes: it holds the Feedback chat's state and mounts its panel when open.
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {FeedbackProvider, useFeedback} from '@site/src/components/Feedback/FeedbackContext';
import {loadFeedbackPanel} from '@site/src/components/Feedback/lazyPanel';
import OfflineBanner from '@site/src/components/OfflineBanner';

function FeedbackPanelMount() {
  const {isOpen, close} = useFeedback();
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!isOpen || Panel) return;
    setFailed(false);
    loadFeedbackPanel().then(
      (component) => setPanel(() => component),
      () => setFailed(true),
    );
  }, [isOpen, Panel]);
  if (!isOpen) return null;
  if (Panel) return <Panel />;
  if (!failed) return null;
  return (
    <div role="alertdialog" aria-labelledby="feedback-load-error" className="pitbase-feedback-load-error">
      <p id="feedback-load-error">The Feedback chat could not be loaded. Check your connection and try again.</p>
      <button type="button" className="button button--secondary button--sm" onClick={close}>
        Close
      </button>
    </div>
  );
}

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <FeedbackProvider>
      {children}
      <FeedbackPanelMount />
      <OfflineBanner />
    </FeedbackProvider>
  );
}
