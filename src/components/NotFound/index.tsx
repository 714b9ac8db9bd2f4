// The not-found page's content (theme-classic's NotFound/Content, rewritten: the stock text sends readers away;
// PitBase offers ways back instead). src/theme/NotFound/Content re-exports it.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {SECTIONS} from '@site/src/lib/homeContent';
import SearchEntry from '@site/src/components/SearchEntry';

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>There is no page at this address. It may have been mistyped, or the page may have moved when the site was reorganised.</p>
          <SearchEntry id="not-found-search" label="Search for what you were looking for" />
          <Heading as="h2">Ways back</Heading>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{s.title}</Link>: {s.holds}
              </li>
            ))}
            <li>
              <Link to="/docs/tags">Browse by tag</Link>: engine codes, brands and topics.
            </li>
            <li>
              <Link to="/">The home page</Link>.
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
