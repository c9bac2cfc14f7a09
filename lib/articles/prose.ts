// How an article's text looks: the public page (components/insights/article-view.tsx) and the
// team's editor (components/team/article-editor.tsx) share it, so a writer sees what visitors will.
export const articleProse =
  'text-lg leading-relaxed text-ink [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:pl-5 [&_blockquote]:text-xl [&_blockquote]:font-medium ' +
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_figure]:my-8 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold ' +
  '[&_hr]:my-10 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';
