/** A markdown table; columns after the first are right-aligned unless `left` lists them. */
export function markdownTable(headers: string[], rows: string[][], left: number[] = [0]): string {
  const align = headers.map((_, i) => (left.includes(i) ? "---" : "---:"));
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(headers), line(align), ...rows.map(line)].join("\n");
}

export const ms = (value: number, digits = 0) => value.toFixed(digits);
export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
export const MB = (bytes: number) => (bytes / 1e6).toFixed(0);
