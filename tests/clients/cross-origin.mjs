// Opens each page URL in headless Chromium (Debian's), waits for the page's calls to the API to end and prints
// what each page could read (window.results: a promise of them, kept once every call has ended), with a screenshot
// of each page when SCREENSHOTS names a directory.
//   node cross-origin.mjs CHROMIUM_PATH PAGE_URL...
import { launchChromium, openContext } from "./chromium.mjs";

const [executablePath, ...pages] = process.argv.slice(2);
if (!pages.length) throw new Error("usage: node cross-origin.mjs CHROMIUM_PATH PAGE_URL...");
const browser = await launchChromium(executablePath);
const seen = [];
try {
  for (const [index, url] of pages.entries()) {
    const context = await openContext(browser);
    const page = await context.newPage();
    const console_errors = [];
    page.on("console", (message) => { if (message.type() === "error") console_errors.push(message.text()); });
    await page.goto(url);
    // evaluate waits for the promise: the answers, once the last call has ended.
    const results = await page.evaluate(() => window.results);
    if (process.env.SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/page-${index}.png`, fullPage: true });
    }
    seen.push({ results, console_errors });
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(JSON.stringify(seen));
