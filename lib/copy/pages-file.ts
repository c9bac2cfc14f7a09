// The build artefact naming which prerendered pages show which catalogue text (lib/copy/pages.ts
// reads it, lib/copy/pages-table.ts writes it): free of server code, so the post-build step can use it.

export const COPY_PAGES_FILE_NAME = 'copy-pages.json';

export type CopyPages = {
  version: 1;
  /** locale → key → URL paths ("/de", "/de/about") of the pages that show it. */
  pages: Record<string, Record<string, string[]>>;
};
