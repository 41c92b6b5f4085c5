// The rules, rendered from their Markdown (GET /game-types/{name}) with marked, a
// well-kept CommonMark library bundled in: a table of contents, then every section.
import { marked } from "marked";
import type { Detail } from "./api.ts";
import { h } from "./dom.ts";

function slug(prefix: string, text: string): string {
  return `${prefix}-${text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
}

/** A section's Markdown as HTML: our own server's text, so it is trusted as HTML. */
function html(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}

export function rulesView(detail: Detail, idPrefix = "rules"): HTMLElement {
  const toc = h("nav", { class: "toc", "aria-label": "contents" }, h("h3", { text: "Contents" }),
    h("ol", {}, detail.rules.map((section) => {
      const inner = [...section.markdown.matchAll(/^### (.+)$/gm)].map((m) => m[1] ?? "");
      return h("li", {}, h("a", { href: `#${slug(idPrefix, section.id)}`, "data-target": slug(idPrefix, section.id), text: section.title }),
        inner.length ? h("ol", {}, inner.map((title) => h("li", {}, h("a", { href: `#${slug(`${idPrefix}-${section.id}`, title)}`, "data-target": slug(`${idPrefix}-${section.id}`, title), text: title })))) : null);
    })));
  const body = detail.rules.map((section) => {
    const el = h("section", { class: "rules-section", id: slug(idPrefix, section.id) }, h("h3", { text: section.title }));
    const content = h("div", { class: "markdown" });
    content.innerHTML = html(section.markdown);
    for (const heading of content.querySelectorAll("h3")) heading.id = slug(`${idPrefix}-${section.id}`, heading.textContent ?? "");
    el.append(content);
    return el;
  });
  const view = h("div", { class: "rules" }, toc, h("div", { class: "rules-body" }, body));
  // the page routes on the fragment: contents links scroll instead of navigating
  view.addEventListener("click", (ev) => {
    const link = (ev.target as Element).closest("a[data-target]");
    if (!link) return;
    ev.preventDefault();
    document.getElementById(link.getAttribute("data-target") ?? "")?.scrollIntoView({ behavior: "smooth" });
  });
  return view;
}
