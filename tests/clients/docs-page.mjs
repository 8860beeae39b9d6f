// Opens /docs in headless Chromium (Debian's) and runs "Try it out" on every operation with what the page
// prefills, one after the other; prints, for each, the request the page sent, the answer it got and the body the
// page shows, the page's own headers, every console error (a Content-Security-Policy violation included), failed
// request or 4xx/5xx fetched by the page, and the favicon's status and type.
//   node docs-page.mjs BASE_URL [CHROMIUM_PATH]
import { launchChromium, openContext } from "./chromium.mjs";

const [baseUrl, executablePath = "/usr/bin/chromium"] = process.argv.slice(2);
if (!baseUrl) throw new Error("usage: node docs-page.mjs BASE_URL [CHROMIUM_PATH]");
const browser = await launchChromium(executablePath);
const problems = [];
const operations = [];
try {
  const page = await (await openContext(browser)).newPage();
  page.on("console", (message) => { if (message.type() === "error") problems.push(`console: ${message.text()}`); });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  // A Content-Security-Policy violation is a console error too: the page must work under its own policy.
  const docsPage = await page.goto(`${baseUrl}/docs`);
  const headers = await docsPage.allHeaders();
  // Swagger UI renders once the spec has come.
  await page.locator(".opblock").first().waitFor();
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/docs.png` });
  for (const block of await page.locator(".opblock").all()) {
    const id = await block.getAttribute("id");
    const method = (await block.locator(".opblock-summary-method").first().innerText()).trim();
    const description = (await block.locator(".opblock-summary-description").first().innerText()).trim();
    await block.locator(".opblock-summary").first().click();
    await block.locator("button.try-out__btn").click();
    // A POST has a body (openapi.yaml): its editor is read once it is there, as "Try it out" draws it.
    const prefilled = method === "POST" ? await block.locator("textarea.body-param__text").inputValue() : null;
    const answered = page.waitForResponse((response) => response.request().resourceType() === "fetch");
    await block.locator("button.execute").click();
    const response = await answered;
    await block.locator(".live-responses-table tbody .response-col_status").first().waitFor();
    const shown = (await block.locator(".live-responses-table tbody .response-col_status").first().innerText()).trim();
    // The answer's body as the page shows it under "Response body".
    const body = block.locator(".live-responses-table tbody .response-col_description .highlight-code pre").first();
    const shown_body = await body.innerText();
    if (process.env.SCREENSHOTS && id.endsWith("AdjudicateBatch")) {
      await block.screenshot({ path: `${process.env.SCREENSHOTS}/${id}.png` });
    }
    operations.push({
      id, method, description, prefilled, shown, shown_body,
      url: response.url(), status: response.status(), sent: response.request().postData(),
      content_type: response.request().headers()["content-type"] ?? null, answer: await response.text(),
    });
    await block.locator(".opblock-summary").first().click();  // folded again: the page stays light
  }
  // Chromium fetches the favicon on its own schedule, outside the page's requests (only a console error would tell
  // of its failure, at no moment known in advance): asked for here as the browser asks for it.
  const favicon = await page.request.get(`${baseUrl}/favicon.ico`, { timeout: 0 });
  const icon = { status: favicon.status(), type: favicon.headers()["content-type"] };
  console.log(JSON.stringify({ headers, operations, problems, favicon: icon }));
} finally {
  await browser.close();
}
