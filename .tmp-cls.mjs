import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(process.argv[3] ?? 375), height: 740 } });
await page.goto('http://127.0.0.1:4700' + (process.argv[2] ?? '/en-US/home'));
await page.waitForLoadState('networkidle');
const shifts = await page.evaluate(() => new Promise((resolve) => {
  const out = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) out.push({ value: e.value.toFixed(4), t: Math.round(e.startTime), sources: (e.sources || []).map((s) => (s.node ? (s.node.className || s.node.nodeName) + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect) : '?')) });
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve(out), 1000);
}));
console.log(JSON.stringify(shifts, null, 1).slice(0, 3000));
await browser.close();
