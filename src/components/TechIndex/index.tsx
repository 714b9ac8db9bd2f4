import React, {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {TECH_TOPICS} from './topics';
import {docDescription, docTitle} from '@site/src/lib/docCards';
import FilterBox from '@site/src/components/FilterBox';
import styles from './styles.module.css';

interface Entry {
  slug: string;
  title: string;
  description: string;
  permalink: string;
}

/** Every published Tech Database page, grouped by topic, with a filter on titles and descriptions. */
export default function TechIndex(): ReactNode {
  const interactive = useIsBrowser();
  const [filter, setFilter] = useState('');
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = TECH_TOPICS.map(({topic, slugs}) => ({
    topic,
    entries: slugs
      .map((slug): Entry | null => {
        const title = docTitle(`tech/${slug}`);
        return title ? {slug, title, description: docDescription(`tech/${slug}`) ?? '', permalink: `/docs/tech/${slug}`} : null;
      })
      .filter((e): e is Entry => e !== null)
      .filter((e) => words.every((w) => `${e.title} ${e.description}`.toLowerCase().includes(w))),
  })).filter((g) => g.entries.length > 0);
  const count = groups.reduce((n, g) => n + g.entries.length, 0);
  return (
    <div className={styles.index}>
      {interactive ? (
        <FilterBox
          label="Filter the Tech Database"
          value={filter}
          onChange={setFilter}
          status={filter ? `${count} ${count === 1 ? 'page' : 'pages'}` : ''}
          placeholder="torque, chain, 1P60FMJ…"
        />
      ) : null}
      {groups.length === 0 ? <p>No Tech Database page matches “{filter}”. Try one word, or the search in the navbar.</p> : null}
      {groups.map((g) => (
        <section key={g.topic} className={styles.group}>
          <h2 className={styles.topic}>{g.topic}</h2>
          <ul className={styles.list}>
            {g.entries.map((e) => (
              <li key={e.slug}>
                <Link to={e.permalink}>{e.title}</Link>
                <span className={styles.description}>{e.description}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
