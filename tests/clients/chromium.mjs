// Debian's Chromium, headless, as the browser tests launch it (docs-page.mjs, cross-origin.mjs, desk-page.mjs).
import { chromium } from "playwright-core";

export function launchChromium(executablePath) {
  return chromium.launch({
    executablePath,
    // The flags Chromium needs on a machine with no network beyond loopback and no GPU, run as root.
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync"],
  });
}
