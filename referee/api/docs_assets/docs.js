// The docs page's script: Swagger UI with one plugin, its configuration read from the page's container (the page
// runs no inline script: its Content-Security-Policy allows the service's own scripts only).
//
// Swagger UI writes the example of any media type whose name holds "json" as a JSON string literal;
// application/x-ndjson is text, one record a line, so "Try it out" on a batch would post a quoted string and get a
// line-level 422. The plugin gives an NDJSON example to the editor as the text it is, and shows a batch's answer as
// the text it is (Swagger UI parses any answer whose media type ends in "json" as one JSON value, and printed
// "can't parse JSON. Raw result:" above every batch's lines).
"use strict";

const NDJSON = "application/x-ndjson";

const isNdjson = (contentType) => (contentType || "").split(";")[0].trim().toLowerCase() === NDJSON;

function NdjsonExamplesAsText() {
  return {
    wrapComponents: {
      // The live answer's body: NDJSON shown as text (a media type Swagger UI has no branch for falls to its
      // plain-text one).
      responseBody: (Original, system) => (props) =>
        system.React.createElement(Original, {
          ...props,
          contentType: isNdjson(props.contentType) ? "" : props.contentType,
        }),
    },
    afterLoad() {
      // After the OpenAPI 3.1 plugin has set its own (afterLoad runs in the plugins' order).
      const sample = this.fn.getSampleSchema;
      this.fn.getSampleSchema = (schema, contentType = "", config = {}, example = undefined) => {
        const given = typeof example?.toJS === "function" ? example.toJS() : example;
        return isNdjson(contentType) && typeof given === "string" ? given : sample(schema, contentType, config, example);
      };
    },
  };
}

// The intro's link to the notation: the first notation operation on the page (one a game), opened and scrolled to.
function openNotation(event) {
  const block = document.querySelector('.opblock[id$="Notation"]');
  if (!block) return;  // Swagger UI has not drawn the operations yet: the link stays a link
  event.preventDefault();
  const summary = block.querySelector(".opblock-summary-control");
  if (!block.classList.contains("is-open")) summary.click();
  block.scrollIntoView({ block: "start" });
  summary.focus({ preventScroll: true });
}

window.addEventListener("load", () => {
  document.querySelector('[data-test="notation-link"]')?.addEventListener("click", openNotation);
  const container = document.getElementById("swagger-ui-container");
  const config = {
    url: container.dataset.specUrl,
    dom_id: "#swagger-ui-container",
    plugins: [NdjsonExamplesAsText],
    ...JSON.parse(container.dataset.config),
  };
  window.ui = SwaggerUIBundle(config);
});
