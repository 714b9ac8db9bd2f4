// The not-found content (src/components/NotFound), imported whole. It was loaded on demand for a while, to keep it
// off doc pages (the theme's DocRoot imports it for a docs address that matches no page); but on the not-found
// page itself React then left the server-rendered box unhydrated until the chunk came, and an update in that
// window threw the server HTML away: the box vanished and a search typed into it was lost. It costs doc pages
// about a kilobyte; it stays eager.
export {default} from '@site/src/components/NotFound';
