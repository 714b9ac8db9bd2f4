// PitBase's browser entry, put in place of Docusaurus's lib/client/clientEntry.js by
// src/patches/staged-entry/loader.js, so its relative imports are Docusaurus's own modules. It does what the
// original does, in stages: Docusaurus evaluated React DOM and the whole theme (every module the app shell
// imports) in one task, with the requests for the route's own code, the longest on the main thread at first
// load. Here the route matching, each route's requests, React DOM and the app shell each take a task of their
// own, and the page is hydrated once all are ready.
import React, {startTransition} from 'react';
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from './exports/ExecutionEnvironment';
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import docusaurus from './docusaurus';
import {nextTask} from '@site/src/lib/nextTask';

const hydrate = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/**
 * Docusaurus's preload(pathname), with each matched route's chunk requests in a task of its own: on an
 * article, matching the route and inserting a dozen script tags in one task took 40-80 ms on this machine
 * at full speed.
 */
async function preloadInTasks(pathname) {
  const matches = Array.from(new Set([pathname, decodeURI(pathname)]))
    .map((p) => matchRoutes(routes, p))
    .flat();
  const loads = [];
  for (const match of matches) {
    await nextTask();
    loads.push(match.route.component.preload?.());
  }
  return Promise.all(loads);
}

function onRecoverableError(error, errorInfo) {
  console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
}

async function start() {
  window.docusaurus = docusaurus;
  await nextTask();
  const routeReady = preloadInTasks(window.location.pathname);
  await nextTask();
  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const {default: App} = await import(/* webpackMode: "eager" */ './App');
  await routeReady;
  const Router = siteConfig.future.experimental_router === 'hash' ? HashRouter : BrowserRouter;
  const app = React.createElement(HelmetProvider, null, React.createElement(Router, null, React.createElement(App)));
  const container = document.getElementById('__docusaurus');
  startTransition(() => {
    if (window.docusaurusRoot) window.docusaurusRoot.render(app);
    else if (hydrate) window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    else {
      window.docusaurusRoot = ReactDOM.createRoot(container, {onRecoverableError});
      window.docusaurusRoot.render(app);
    }
  });
}

if (ExecutionEnvironment.canUseDOM) {
  start();
  if (module.hot) module.hot.accept();
}
