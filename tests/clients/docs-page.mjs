// Opens /docs in headless Chromium (Debian's), runs "Try it out" on Forty-Five's legal-moves with the
// example the page prefills, and prints what it saw: the status shown and every console error,
// failed request or 4xx/5xx fetched by the page (the favicon included).
//   node docs-page.mjs BASE_URL [CHROMIUM_PATH]
import { chromium } from "playwright-core";

const [baseUrl, executablePath = "/usr/bin/chromium"] = process.argv.slice(2);
if (!baseUrl) throw new Error("usage: node docs-page.mjs BASE_URL [CHROMIUM_PATH]");
const browser = await chromium.launch({
  executablePath,
  // The flags Chromium needs on a machine with no network beyond loopback and no GPU, run as root.
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"],
});
const problems = [];
try {
  const page = await browser.newPage();
  page.on("console", (message) => { if (message.type() === "error") problems.push(`console: ${message.text()}`); });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${baseUrl}/docs`, { waitUntil: "networkidle" });
  const operation = page.locator("#operations-forty-five-fortyFiveLegalMoves");
  await operation.locator(".opblock-summary").first().click();
  await operation.locator("button.try-out__btn").click();
  const prefilled = await operation.locator("textarea.body-param__text").inputValue();
  await operation.locator("button.execute").click();
  const status = operation.locator(".live-responses-table tbody .response-col_status").first();
  await status.waitFor({ timeout: 20000 });
  const body = await operation.locator(".live-responses-table .microlight").first().innerText();
  // The favicon is fetched on its own schedule: give it a moment to fail, if it would.
  await page.waitForTimeout(500);
  console.log(JSON.stringify({ status: (await status.innerText()).trim(), prefilled: JSON.parse(prefilled),
                               answer: JSON.parse(body), problems }));
} finally {
  await browser.close();
}
