// Wraps the navbar item types to add the Feedback button (`type: 'custom-feedbackButton'`).
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import FeedbackButton from '@site/src/components/Feedback/FeedbackButton';

export default {...ComponentTypes, 'custom-feedbackButton': FeedbackButton};
