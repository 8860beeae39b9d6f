// Debian's Chromium, headless, as the browser tests launch it (docs-page.mjs, cross-origin.mjs, desk-page.mjs).
//
// Every wait in these drivers is for an event (an element, a response, the promise a page keeps its answers in),
// and none has a deadline of its own: playwright's default gives each launch, navigation, action and wait 30 s,
// and on a loaded machine Chromium's start or a page's first paint can take longer than any such figure. The test
// that runs a driver bounds the whole run (its subprocess timeout), only so that a page that never answers cannot
// hang the suite.
import { chromium } from "playwright-core";

export function launchChromium(executablePath) {
  return chromium.launch({
    executablePath,
    timeout: 0,
    // The flags Chromium needs on a machine with no network beyond loopback and no GPU, run as root.
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync"],
  });
}

// A browser context (newContext's options) whose actions, navigations and waits wait for their event, however long.
export async function openContext(browser, options = {}) {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(0);
  return context;
}
