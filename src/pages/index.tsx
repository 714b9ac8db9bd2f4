import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SECTIONS, USEFUL_PAGES} from '@site/src/lib/homeContent';
import SearchEntry from '@site/src/components/SearchEntry';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Pit bike guides, manuals and specs"
      description="Guides, manuals and a spec database for pit bikes and mini dirt bikes: one number fast, jobs done right.">
      {/* The hero is the page's own header, inside <main>: a <header> outside it would be a second banner
          landmark beside the announcement bar. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <p className={styles.lead}>
              Pit bike and mini dirt bike knowledge for owners with a bike on the stand, buyers comparing models and mechanics who need one number
              fast.
            </p>
            <SearchEntry id="home-search" label="Search guides, manuals and specs" />
          </div>
        </header>
        <div className="container">
          <section aria-labelledby="sections-heading" className={styles.block}>
            <Heading as="h2" id="sections-heading">
              Three sections
            </Heading>
            <ul className={styles.cards}>
              {SECTIONS.map((s) => (
                <li key={s.to} className={styles.card}>
                  <Heading as="h3">
                    <Link to={s.to}>{s.title}</Link>
                  </Heading>
                  <p>{s.holds}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="useful-heading" className={styles.block}>
            <Heading as="h2" id="useful-heading">
              Start here
            </Heading>
            <ul className={styles.links}>
              {USEFUL_PAGES.map((p) => (
                <li key={p.to}>
                  <Link to={p.to}>{p.title}</Link>
                  <span className={styles.why}> {p.why}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </main>
    </Layout>
  );
}
