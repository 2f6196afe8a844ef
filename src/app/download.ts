/**
 * Saving a file from the page: only a recipe on screen needs it (Download .md), so it loads with the
 * recipe panel, not with the first screen.
 */

/** Saves `body` as a file named `name`, the way a link with `download` does. */
export function downloadFile(name: string, type: string, body: string): void {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later, not at once: the download starts after this task.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name made from a title: lower-case ASCII letters and digits joined by dashes, at most 60 of them. */
export function fileName(title: string, extension: string): string {
  const slug = title
    .toLowerCase()
    .normalize("NFKD")
    // The accents NFKD takes off letters ("é" is "e" and U+0301) go, not become dashes.
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|(?<!-)-+$/g, "")
    .slice(0, 60);
  return `${slug || "recipe"}.${extension}`;
}
