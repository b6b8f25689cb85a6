// The browser every tool here drives: Debian's Chromium (browser downloads fail on this machine
// kind), or CHROME_PATH. One list of flags for Playwright (e2e) and Lighthouse (bench:web): no
// sandbox (containers), no GPU, no QUIC, and none of the background traffic that reaches for the
// network or skews a measurement.
export const DEFAULT_CHROME = '/usr/bin/chromium';

export const chromePath = process.env.CHROME_PATH || DEFAULT_CHROME;

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
