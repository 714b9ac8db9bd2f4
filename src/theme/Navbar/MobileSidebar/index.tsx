/**
 * Wraps the theme's mobile drawer so it is built when the reader first reaches for the menu button, not at
 * load. On a phone the theme built the whole drawer (on a doc page, its menu and the doc sidebar: some 250
 * elements) right after hydration, hidden, for every page view, most of which never open it. It is built on
 * the first press, touch, hover or keyboard focus of the button, so it exists, closed, before the click that
 * opens it and still slides in. Once built it stays.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const INTENT_EVENTS = ['pointerdown', 'focusin', 'mouseover'] as const;

function towardsToggle(event: Event): boolean {
  return event.target instanceof Element && event.target.closest('.navbar__toggle') !== null;
}

export default function MobileSidebarOnDemand(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if (towardsToggle(event)) setWanted(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {capture: true, passive: true});
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, {capture: true});
    };
  }, [wanted]);

  return wanted || shown ? <MobileSidebar /> : null;
}
