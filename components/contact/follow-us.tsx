import { getTranslations } from 'next-intl/server';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from '@/components/icons/social-icons';
import type { Locale } from '@/i18n/routing';
import { editKeys } from '@/lib/edit-keys';
import { socialLinks } from '@/lib/site';

const networks = [
  { key: 'linkedin', Icon: LinkedInIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'youtube', Icon: YouTubeIcon },
] as const;

/** The company pages on the four networks, each opening in a new tab. */
export async function FollowUs({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactPage.follow' });
  const tSocial = await getTranslations({ locale, namespace: 'Footer.social' });
  const edit = editKeys('ContactPage.follow');
  return (
    <section aria-labelledby="follow-us-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="follow-us-title" {...edit('title')} className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      <p {...edit('text')} className="mt-2 text-ink-muted">
        {t('text')}
      </p>
      <ul className="mt-5 grid grid-cols-2 gap-3">
        {networks.map(({ key, Icon }) => (
          <li key={key}>
            <a
              href={socialLinks[key]}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm font-semibold text-ink transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
            >
              <Icon className="size-5 shrink-0 text-brand-600" />
              {tSocial(key)}
              <span className="sr-only"> {tSocial('newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
