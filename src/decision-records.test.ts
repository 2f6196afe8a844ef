import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

// Every decision record says when it was made and whether it still holds; a replaced one says by
// which. Numbers are taken at landing, so two branches can pick the same one: this catches it.
const folder = join(import.meta.dirname, "..", "docs", "decisions");
const files = readdirSync(folder).filter((name) => name.endsWith(".md"));
const records = files.map((name) => ({ name, text: readFileSync(join(folder, name), "utf8") }));

test("decision records are numbered NNN-title.md, each number once, and the title repeats the number", () => {
  expect(records.length).toBeGreaterThan(0);
  const numbers = records.map(({ name }) => /^(\d{3})-[a-z0-9-]+\.md$/.exec(name)?.[1]);
  expect(numbers.filter((number) => number === undefined)).toEqual([]);
  const repeated = numbers.filter((number, index) => numbers.indexOf(number) !== index);
  expect(repeated, `numbers used twice in docs/decisions: ${repeated.join(", ")}`).toEqual([]);
  for (const { name, text } of records) expect(text.split("\n")[0], name).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
});

test("each record has a date and a status; a superseded one links the record that replaced it", () => {
  for (const { name, text } of records) {
    const line = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (.+)$/m.exec(text);
    expect(line, `${name}: a "Date: YYYY-MM-DD · Status: …" line`).not.toBeNull();
    const [, date = "", status = ""] = line ?? [];
    expect(Number.isNaN(Date.parse(date)), `${name}: ${date}`).toBe(false);
    if (/supersed/i.test(status)) {
      const links = [...`${status}\n${text.slice(text.indexOf(status) + status.length).split("\n\n")[0]}`.matchAll(/\]\((\d{3}-[a-z0-9-]+\.md)\)/g)].map((match) => match[1]);
      expect(links.length, `${name}: says which record superseded it`).toBeGreaterThan(0);
      for (const link of links) expect(files, `${name} links ${link}`).toContain(link);
    }
  }
});
