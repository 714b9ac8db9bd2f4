// A calculator's inputs live in the page URL, so a result can be shared, bookmarked and reloaded.
import {useCallback, useEffect, useState} from 'react';

/** Longest value kept from a URL parameter: enough for any number or engine code, too short to abuse. */
const MAX_PARAM_LENGTH = 24;

export function useUrlFields<K extends string>(defaults: Record<K, string>): [Record<K, string>, (key: K, value: string) => void] {
  const [fields, setFields] = useState(defaults);

  // Read after hydration: the static HTML always shows the defaults.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromUrl = {...defaults};
    let changed = false;
    for (const key of Object.keys(defaults) as K[]) {
      const value = params.get(key);
      if (value !== null) {
        fromUrl[key] = value.slice(0, MAX_PARAM_LENGTH);
        changed = true;
      }
    }
    if (changed) setFields(fromUrl);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setField = useCallback((key: K, value: string) => {
    setFields((prev) => {
      const next = {...prev, [key]: value};
      const url = new URL(window.location.href);
      for (const k of Object.keys(next) as K[]) url.searchParams.set(k, next[k]);
      try {
        window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
      } catch {
        // Some embedded browsers refuse history updates; the calculator still works without a shareable URL.
      }
      return next;
    });
  }, []);

  return [fields, setField];
}
