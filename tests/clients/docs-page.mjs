// Opens /docs in headless Chromium (Debian's) and runs "Try it out" on every operation with what the page
// prefills, one after the other, and again with the record's text on every operation that takes one (its request
// body's media type switched to text/x-referee-record); prints, for each, the request the page sent, the answer it
// got and the body the page shows, the page's own headers, every console error (a Content-Security-Policy violation
// included), failed request or 4xx/5xx fetched by the page, the favicon's status and type, and where the intro's
// link to the notation led.
//   node docs-page.mjs BASE_URL [CHROMIUM_PATH]
import { launchChromium, openContext } from "./chromium.mjs";

const [baseUrl, executablePath = "/usr/bin/chromium"] = process.argv.slice(2);
const RECORD_TEXT = "text/x-referee-record";
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
  // The intro's link to the notation opens a notation operation; folded again, so that the tries below open it.
  await page.locator('[data-test="notation-link"]').click();
  const opened = page.locator(".opblock.is-open");
  await opened.first().waitFor();
  const notation = { opened: await opened.evaluateAll((blocks) => blocks.map((block) => block.id)) };
  notation.in_view = await opened.first().evaluate((block) => {
    const box = block.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
  await opened.first().locator(".opblock-summary").first().click();
  await page.locator(".opblock.is-open").waitFor({ state: "detached" });

  // "Execute" on the block, with what its editor holds: the request and answer, and what the page shows of it.
  async function execute(block, id, method, description, prefilled) {
    const answered = page.waitForResponse((response) => response.request().resourceType() === "fetch");
    await block.locator("button.execute").click();
    const response = await answered;
    await block.locator(".live-responses-table tbody .response-col_status").first().waitFor();
    const shown = (await block.locator(".live-responses-table tbody .response-col_status").first().innerText()).trim();
    // The answer's body as the page shows it under "Response body".
    const body = block.locator(".live-responses-table tbody .response-col_description .highlight-code pre").first();
    const shown_body = await body.innerText();
    return {
      id, method, description, prefilled, shown, shown_body,
      url: response.url(), status: response.status(), sent: response.request().postData(),
      content_type: response.request().headers()["content-type"] ?? null, answer: await response.text(),
      answer_type: response.headers()["content-type"] ?? null,
    };
  }

  for (const block of await page.locator(".opblock").all()) {
    const id = await block.getAttribute("id");
    const method = (await block.locator(".opblock-summary-method").first().innerText()).trim();
    const description = (await block.locator(".opblock-summary-description").first().innerText()).trim();
    await block.locator(".opblock-summary").first().click();
    await block.locator("button.try-out__btn").click();
    // A POST has a body (openapi.yaml): its editor is read once it is there, as "Try it out" draws it.
    const prefilled = method === "POST" ? await block.locator("textarea.body-param__text").inputValue() : null;
    operations.push(await execute(block, id, method, description, prefilled));
    if (process.env.SCREENSHOTS && id.endsWith("AdjudicateBatch")) {
      await block.screenshot({ path: `${process.env.SCREENSHOTS}/${id}.png` });
    }
    // The record as text, where the operation takes it: the text example the editor shows for that media type.
    const mediaTypes = block.locator('select[aria-label="Request content type"]');
    const offered = method === "POST" && await mediaTypes.count()
      ? await mediaTypes.first().evaluate((select) => [...select.options].map((option) => option.value)) : [];
    if (offered.includes(RECORD_TEXT)) {
      // The first answer cleared, so that the one shown next is the text's.
      await block.locator("button.btn-clear").click();
      await block.locator(".live-responses-table").waitFor({ state: "detached" });
      await mediaTypes.first().selectOption(RECORD_TEXT);
      const editor = block.locator("textarea.body-param__text");
      // Swagger UI writes the text example into the editor once the media type is chosen.
      await page.waitForFunction((blockId) => (document.querySelector(`#${CSS.escape(blockId)} textarea.body-param__text`)
        ?.value || "").trimStart().startsWith("["), id);
      const text = await execute(block, id, method, description, await editor.inputValue());
      if (process.env.SCREENSHOTS && id.endsWith("Notation")) {
        await block.screenshot({ path: `${process.env.SCREENSHOTS}/${id}-text.png` });
      }
      operations.push({ ...text, media: "text" });
    }
    await block.locator(".opblock-summary").first().click();  // folded again: the page stays light
  }
  // Chromium fetches the favicon on its own schedule, outside the page's requests (only a console error would tell
  // of its failure, at no moment known in advance): asked for here as the browser asks for it.
  const favicon = await page.request.get(`${baseUrl}/favicon.ico`, { timeout: 0 });
  const icon = { status: favicon.status(), type: favicon.headers()["content-type"] };
  console.log(JSON.stringify({ headers, operations, problems, favicon: icon, notation }));
} finally {
  await browser.close();
}
