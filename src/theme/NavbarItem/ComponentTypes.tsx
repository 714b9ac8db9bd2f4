// The navbar item types this site's navbar uses, and the Feedback button (`type: 'custom-feedbackButton'`).
// The theme's own list also holds the locale and version dropdowns, a doc link, an HTML item and a search
// item, which a one-language, one-version site whose search sits in the navbar on its own never renders; each
// type listed here ships in the main bundle of every page. A navbar item of a type not listed stops the build
// (tests/unit/navbar-item-types.test.ts checks the config against this list).
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import FeedbackButton from '@site/src/components/Feedback/FeedbackButton';

export default {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  'custom-feedbackButton': FeedbackButton,
};
