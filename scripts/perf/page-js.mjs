// Sums the JavaScript a page downloads: bytes on the wire (compressed as served) per chunk.
import { chromium } from '@playwright/test';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: node scripts/perf/page-js.mjs http://localhost:3000/auth/home [...]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const url of urls) {
  const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script')
      scripts.set(e.requestId, {
        url: e.response.url,
        encoding: e.response.headers['content-encoding'] ?? 'none',
      });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let total = 0;
  console.info(`\n${url}`);
  for (const s of [...scripts.values()].sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0))) {
    total += s.bytes ?? 0;
    console.info(
      `  ${((s.bytes ?? 0) / 1024).toFixed(1).padStart(7)} kB  ${s.encoding.padEnd(4)}  ${new URL(s.url).pathname}`,
    );
  }
  console.info(`  ${(total / 1024).toFixed(1).padStart(7)} kB  total JavaScript on the wire`);
  await page.close();
}
await browser.close();
