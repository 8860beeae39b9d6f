// Drives the dispute desk (GET /desk) in headless Chromium (Debian's) as a person would: each scenario is a list
// of steps (open the page, fill, choose, click, tab, download, upload) written by tests/service/test_desk_page.py,
// which also checks what this prints: for each scenario, what was captured on the page, the requests the page
// posted, and every console error, page error, failed request or 4xx/5xx on the way.
//   node desk-page.mjs BASE_URL CHROMIUM_PATH SCENARIOS.json
// With DESK_SCREENSHOTS=<folder>, the scenarios' screenshots are written there (docs/desk in the docs).
import { readFileSync } from "node:fs";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchChromium, openContext } from "./chromium.mjs";

const [baseUrl, executablePath, scenariosPath] = process.argv.slice(2);
if (!scenariosPath) throw new Error("usage: node desk-page.mjs BASE_URL CHROMIUM_PATH SCENARIOS.json");
const scenarios = JSON.parse(readFileSync(scenariosPath, "utf8"));
const screenshots = process.env.DESK_SCREENSHOTS;
const downloads = await mkdtemp(join(tmpdir(), "desk-downloads-"));

const browser = await launchChromium(executablePath);

// A click runs the desk's handler, which marks the body busy (as the event is dispatched, before the action that
// caused it returns) until every answer is on the page.
async function settled(page) {
  await page.waitForSelector("body:not([aria-busy])");
}

async function capture(page, step) {
  const target = page.locator(step.selector);
  switch (step.kind) {
    case "text":
      return (await target.innerText()).trim();
    case "texts":
      return (await target.allInnerTexts()).map((text) => text.trim());
    case "cards":
      return target.evaluateAll((nodes) => nodes.map((node) => node.dataset.card));
    case "types":
      return target.evaluateAll((nodes) => nodes.map((node) => node.dataset.type));
    case "labels":
      return target.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label")));
    case "value":
      return target.inputValue();
    case "selection":
      // A text box's selection (UTF-16 offsets, as the page sets it) and whether the box has the focus.
      return target.evaluate((node) => ({
        start: node.selectionStart, end: node.selectionEnd, focused: document.activeElement === node,
      }));
    case "clipboard":
      // What the page put on the clipboard (the scenario's context grants reading it: permissions).
      return page.evaluate(() => navigator.clipboard.readText());
    case "disabled":
      return target.isDisabled();
    case "visible":
      return target.isVisible();
    case "svg":
      // The picture as drawn: the inline SVG's element count and every <title> (each card names itself).
      return target.evaluate((node) => {
        const svg = node.querySelector("svg");
        return svg ? { titles: [...svg.querySelectorAll("title")].map((title) => title.textContent), text: svg.textContent }
          : { titles: null, text: node.textContent };
      });
    case "overflow":
      return page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth,
        wide: [...document.querySelectorAll("body *")]
          .filter((node) => node.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
          .slice(0, 5).map((node) => `${node.tagName.toLowerCase()}#${node.id}.${node.className}`),
      }));
    case "colours":
      // Each card's suit and the colour it is drawn in, as a player sees it.
      return target.evaluateAll((nodes) => nodes.map((node) => [node.dataset.card, getComputedStyle(node).color]));
    case "focus":
      return page.evaluate(() => ({
        label: document.activeElement.getAttribute("aria-label"), tag: document.activeElement.tagName.toLowerCase(),
        legal: document.activeElement.classList.contains("legal"),
      }));
    default:
      throw new Error(`unknown capture kind ${step.kind}`);
  }
}

async function run(page, scenario, seen) {
  for (const step of scenario.steps) {
    if (step.goto) {
      await page.goto(`${baseUrl}${step.goto}`);
      await page.waitForSelector("body[data-ready=true]");
    } else if (step.fill) {
      await page.locator(step.fill).fill(step.value);
    } else if (step.select) {
      await page.locator(step.select).selectOption(String(step.value));
      await settled(page);
    } else if (step.click) {
      await page.locator(step.click).click();
      await settled(page);
    } else if (step.answers_reversed) {
      // Two presses of a button whose answers (requests to a path ending in step.path) come back in the reverse
      // order, as a slow network may deliver them: the first request is held until the second's answer is on the
      // page (step.shown: a selector, and text it then holds), and only then let through.
      let release;
      const released = new Promise((resolve) => { release = resolve; });
      let held = false;
      const matches = (url) => url.pathname.endsWith(step.path);
      const hold = async (route) => {
        if (!held) {
          held = true;
          await released;
        }
        await route.continue();
      };
      await page.route(matches, hold);
      await page.locator(step.answers_reversed).click();
      await page.locator(step.answers_reversed).click();
      await page.waitForFunction(([selector, text]) => (document.querySelector(selector)?.textContent || "").includes(text),
        [step.shown.selector, step.shown.text]);
      release();
      await settled(page);
      await page.unroute(matches, hold);
    } else if (step.press) {
      await page.keyboard.press(step.press);
      await settled(page);
    } else if (step.focus) {
      await page.locator(step.focus).focus();
    } else if (step.tab_to) {
      // Only the keyboard: Tab from where the focus is until it reaches what the selector names.
      let presses = 0;
      while (!(await page.evaluate((selector) => document.activeElement.matches(selector), step.tab_to))) {
        if (++presses > (step.max || 100)) throw new Error(`Tab never reached ${step.tab_to}`);
        await page.keyboard.press("Tab");
      }
      seen.captured[step.name] = presses;
    } else if (step.capture) {
      seen.captured[step.capture] = await capture(page, step);
    } else if (step.download) {
      const arrived = page.waitForEvent("download");
      await page.locator(step.download).click();
      const file = await arrived;
      // Where the scenario says, the file as the browser saved it, for checks that read it as a person would.
      const path = step.save_to || join(downloads, file.suggestedFilename());
      await file.saveAs(path);
      seen.captured[step.name] = { filename: file.suggestedFilename(), content: await readFile(path, "utf8") };
    } else if (step.upload) {
      await page.locator(step.upload).setInputFiles({
        name: step.filename, mimeType: step.mime_type || "application/json", buffer: Buffer.from(step.content, "utf8"),
      });
      await settled(page);
    } else if (step.screenshot) {
      if (!screenshots) continue;
      const path = `${screenshots}/${step.screenshot}.png`;
      if (step.selector) await page.locator(step.selector).screenshot({ path });
      else if (step.selectors) {
        // The part of the page from the first element's top to the last one's bottom, the page's width.
        const boxes = await page.evaluate((selectors) => selectors.map((selector) => {
          const box = document.querySelector(selector).getBoundingClientRect();
          return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
        }), step.selectors);
        const top = Math.min(...boxes.map((box) => box.y));
        const bottom = Math.max(...boxes.map((box) => box.y + box.height));
        const left = Math.min(...boxes.map((box) => box.x));
        const right = Math.max(...boxes.map((box) => box.x + box.width));
        await page.screenshot({ path, fullPage: true, clip: { x: left, y: top, width: right - left, height: bottom - top } });
      } else await page.screenshot({ path, fullPage: Boolean(step.full_page) });
    } else {
      throw new Error(`unknown step ${JSON.stringify(step)}`);
    }
  }
}

const results = [];
try {
  for (const scenario of scenarios) {
    const context = await openContext(browser, {
      viewport: scenario.viewport || { width: 1100, height: 900 },
      acceptDownloads: true,
      permissions: scenario.permissions || [],
    });
    const page = await context.newPage();
    const seen = { name: scenario.name, captured: {}, requests: [], problems: [] };
    const allowed = scenario.allowed_statuses || [];
    page.on("console", (message) => {
      // A status the scenario expects (a 422 for a record that cannot be a deal) is also logged by Chromium.
      const expected = allowed.some((status) => message.text().includes(`status of ${status} `));
      if (message.type() === "error" && !expected) seen.problems.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => seen.problems.push(`page error: ${error.message}`));
    page.on("requestfailed", (request) => seen.problems.push(`request failed: ${request.url()}`));
    page.on("response", (response) => {
      if (response.status() >= 400 && !allowed.includes(response.status())) {
        seen.problems.push(`${response.status()} ${response.url()}`);
      }
    });
    page.on("request", (request) => {
      if (request.method() === "POST") {
        seen.requests.push({ path: new URL(request.url()).pathname + new URL(request.url()).search, body: request.postData() });
      }
    });
    try {
      await run(page, scenario, seen);
    } catch (error) {
      seen.problems.push(`step failed: ${error.message}`);
      if (screenshots) await page.screenshot({ path: `${screenshots}/failed-${scenario.name}.png`, fullPage: true });
    }
    results.push(seen);
    await context.close();
  }
  console.log(JSON.stringify(results));
} finally {
  await browser.close();
}
