import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from '@/lib/build-artefact';

// Next.js's draft-mode cookie (publish mode, lib/copy/preview.ts) holds this build's preview id.
// One from an earlier build (a member's browser across a deployment) or a made-up one does not
// switch draft mode on, so the page is the static one: the proxy must then not give it the
// per-request policy, under which the static page's scripts would not run.

export const DRAFT_MODE_COOKIE = '__prerender_bypass';

let previewModeId: string | null | undefined;

/** This build's draft-mode id, or null when the build says none (then any cookie counts). */
function currentPreviewModeId(): string | null {
  if (previewModeId !== undefined) return previewModeId;
  try {
    const file = join(/* turbopackIgnore: true */ process.cwd(), distDir(), 'prerender-manifest.json');
    previewModeId = (JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')) as { preview?: { previewModeId?: string } }).preview?.previewModeId ?? null;
  } catch {
    previewModeId = null;
  }
  return previewModeId;
}

/** Whether a draft-mode cookie's value switches draft mode on for this build. */
export function isCurrentDraftCookie(value: string): boolean {
  const id = currentPreviewModeId();
  return id === null || value === id;
}

/** Tests build other manifests. */
export function forgetPreviewModeId(): void {
  previewModeId = undefined;
}
