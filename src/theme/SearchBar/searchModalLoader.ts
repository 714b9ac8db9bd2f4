// The one import of the search modal, in a small chunk of its own. The prefetch hint on the import means that
// once this chunk has loaded, the bundler's runtime adds a <link rel="prefetch"> for each of the modal's
// chunks: the browser fetches them at idle priority and the service worker saves them, but none of their
// code runs. Saving search for offline use loads only this chunk. It used to import the modal itself, and
// evaluating DocSearch's modal (its schemas and Markdown parser are built at load) was a 42-48 ms task on this
// machine (130-140 ms with the CPU slowed four times), five seconds after every page load. Opening search
// loads this chunk first: one more small request, unless saving for offline has already loaded it.
export const importSearchModal = () => import(/* webpackPrefetch: true */ './SearchModal');
