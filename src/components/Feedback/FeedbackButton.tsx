// The navbar's Feedback button, and its entry in the mobile drawer. Hovering or focusing it starts
// loading the chat panel, so the first open is instant.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useFeedback} from './FeedbackContext';
import {preloadFeedbackPanel} from './lazyPanel';

export default function FeedbackButton({mobile = false}: {mobile?: boolean; position?: string}): ReactNode {
  const {open, isOpen} = useFeedback();
  const sidebar = useNavbarMobileSidebar();
  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    if (mobile && sidebar.shown) sidebar.toggle();
    open({opener: mobile ? null : event.currentTarget});
  };
  const button = (
    <button
      type="button"
      className={clsx('pitbase-feedback-button', mobile ? 'menu__link' : 'button button--sm button--outline button--primary')}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={onClick}
      onMouseOver={preloadFeedbackPanel}
      onFocus={preloadFeedbackPanel}
      onTouchStart={preloadFeedbackPanel}>
      Feedback
    </button>
  );
  return mobile ? <li className="menu__list-item">{button}</li> : <div className="navbar__item">{button}</div>;
}
