import zlib from 'node:zlib';
import { launchChromium } from '../tests/e2e/chromium';

export interface BundleFile {
  name: string;
  raw: number;
  gzip: number;
}

/** Every script Chromium loads to show the sign-in page, with its gzipped size. */
export async function signInBundle(baseUrl: string): Promise<{ files: BundleFile[]; raw: number; gzip: number }> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const files: BundleFile[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        files.push({ name: new URL(response.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  files.sort((a, b) => b.gzip - a.gzip);
  return { files, raw: files.reduce((s, f) => s + f.raw, 0), gzip: files.reduce((s, f) => s + f.gzip, 0) };
}
