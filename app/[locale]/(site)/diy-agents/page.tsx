import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { Benefits } from '@/components/diy-agents/benefits';
import { InsidePaper } from '@/components/diy-agents/inside-paper';
import { WhitePaperButton } from '@/components/diy-agents/white-paper-button';
import { WorkflowVisual } from '@/components/diy-agents/workflow-visual';
import { FormToasterLoader } from '@/components/forms/form-toaster-loader';
import { PageHero } from '@/components/sections/page-hero';
import { buttonClasses } from '@/components/ui/button';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { editKeys } from '@/lib/edit-keys';
import { pageMetadata } from '@/lib/metadata';
import { whitePaperPageCount } from '@/lib/white-paper';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'DiyAgentsPage', '/diy-agents');
}

export default async function DiyAgentsPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'DiyAgentsPage' });
  const tForm = await getTranslations({ locale, namespace: 'DownloadForm' });
  const edit = editKeys('DiyAgentsPage');
  // The paper as the download serves it, so "10 pages" is counted, not typed.
  const pages = await whitePaperPageCount(locale, await getMessages({ locale }));
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="/diy-agents" name={t('title')} />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} editKey="DiyAgentsPage">
        <div className="mt-10">
          <WhitePaperButton locale={locale} tone="light">
            <a
              href="#inside"
              className={buttonClasses({ size: 'lg', variant: 'outline', className: '!border-white/40 !bg-transparent !text-white hover:!bg-white/10' })}
            >
              {t('insideLink')}
            </a>
          </WhitePaperButton>
        </div>
        <p {...edit('heroNote')} className="mt-4 text-sm text-brand-100">
          {t('heroNote', { pages })}
        </p>
        <WorkflowVisual className="mx-auto mt-12 h-auto w-full max-w-2xl" />
      </PageHero>
      <Benefits locale={locale} />
      <InsidePaper locale={locale} pages={pages} />
      <FormToasterLoader label={tForm('notifications')} />
    </>
  );
}
