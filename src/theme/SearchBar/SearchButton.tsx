/**
 * The navbar search button with DocSearch's markup and classes, so DocSearch's styles apply unchanged.
 * Written here because @docsearch/react's own button ships about 2 KB of transpiler helpers in every
 * page's first load; this one renders the same DOM (keys shown once the platform is known).
 */
// The button is on every page, so its rules and DocSearch's colour variables load with the page (about
// 1.4 KB gzip); the modal's rules come with the modal's chunk.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';
import React, {forwardRef, useEffect, useState, type ButtonHTMLAttributes} from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {label: string};

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({label, ...props}, ref) {
  const [mac, setMac] = useState<boolean | null>(null);
  useEffect(() => setMac(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  const shortcut = mac === false ? 'Control+k' : 'Meta+k';
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-keyshortcuts={shortcut} {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {mac !== null && (
          <>
            <kbd className={mac ? 'DocSearch-Button-Key' : 'DocSearch-Button-Key DocSearch-Button-Key--ctrl'}>{mac ? '⌘' : 'Ctrl'}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
