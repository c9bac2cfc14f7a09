import { isLocale, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { canEditLanguage } from '@/lib/team/permissions';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { whitePaperPreviewPdf } from '@/lib/white-paper';
import { refusalResponse } from '@/lib/work-pool';

export const dynamic = 'force-dynamic';

// The white paper of one language as it would read with its drafts published: the team's
// preview from the white-paper screen (?lang=de). Rendered per request for the member asking,
// private and never stored by any cache; the PDF visitors download (app/api/white-paper) never
// sees a draft.
export const GET = teamRoute(previewWhitePaper, { permission: 'copy.edit' });

// A render costs a second or two of CPU, in the work pool (lib/work-pool) on the allowance of the
// member who started it: requests for a language while one is under way share it (the preview is
// the language's drafts, the same for every member), so at most one render per language runs at a
// time however often the button is pressed.
const rendering = new Map<string, Promise<Uint8Array>>();

function previewOf(lang: Locale, member: string): Promise<Uint8Array> {
  const running = rendering.get(lang);
  if (running) return running;
  const render = getDb()
    .then((db) => whitePaperPreviewPdf(db, lang, undefined, member))
    .then(({ pdf }) => pdf)
    .finally(() => rendering.delete(lang));
  rendering.set(lang, render);
  return render;
}

async function previewWhitePaper({ request, session }: TeamContext<'copy.edit'>): Promise<Response> {
  const lang = new URL(request.url).searchParams.get('lang');
  if (!isLocale(lang)) throw new TeamError(400, 'invalid-request');
  if (!canEditLanguage(session, lang)) throw new TeamError(403, 'not-your-language');
  let pdf: Uint8Array;
  try {
    pdf = await previewOf(lang, `member:${session.user.id}`);
  } catch (error) {
    const refused = refusalResponse(error);
    if (refused) return refused;
    throw error;
  }
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      // Shown in the browser, named as a preview: it is not the white paper visitors get.
      'Content-Disposition': `inline; filename="white-paper-${lang}-preview.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}
