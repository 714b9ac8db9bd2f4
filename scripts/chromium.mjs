// How every test and benchmark launches Debian's Chromium: headless, no sandbox (CI runs as root), and no
// background traffic that would add requests to what is measured.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
