import type { ReactNode } from 'react';
import { isExternalHref, isSafeHref, IMAGE_PATH, type Body, type BodyNode, type Mark } from '@/lib/articles/body';

// Renders a stored body (lib/articles/body.ts) as React elements: every node and mark type is
// named here, anything else renders nothing. Text is always a React text child, never HTML. The
// checks of body.ts are repeated for links and images so a row written around them still cannot
// send a visitor to a script URL or load an image from elsewhere.

export function ArticleBody({ body }: { body: Body }) {
  return <>{renderNodes(body.content, 'b')}</>;
}

function renderNodes(items: readonly BodyNode[] | undefined, key: string): ReactNode[] {
  return (items ?? []).map((item, index) => renderNode(item, `${key}.${index}`));
}

function renderNode(item: BodyNode, key: string): ReactNode {
  const children = 'content' in item ? renderNodes(item.content, key) : [];
  switch (item.type) {
    case 'text':
      return withMarks(item.text, item.marks ?? [], key);
    case 'paragraph':
      return <p key={key}>{children}</p>;
    case 'heading':
      if (item.attrs.level === 3) return <h3 key={key}>{children}</h3>;
      if (item.attrs.level === 4) return <h4 key={key}>{children}</h4>;
      return <h2 key={key}>{children}</h2>;
    case 'bulletList':
      return <ul key={key}>{children}</ul>;
    case 'orderedList': {
      const start = item.attrs?.start;
      return (
        <ol key={key} {...(typeof start === 'number' && Number.isInteger(start) && start > 1 && { start })}>
          {children}
        </ol>
      );
    }
    case 'listItem':
      return <li key={key}>{children}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children}</blockquote>;
    case 'codeBlock':
      return (
        <pre key={key}>
          <code>{children}</code>
        </pre>
      );
    case 'horizontalRule':
      return <hr key={key} />;
    case 'hardBreak':
      return <br key={key} />;
    case 'image': {
      const { src, alt, width, height } = item.attrs;
      if (typeof src !== 'string' || !IMAGE_PATH.test(src)) return null;
      return (
        <figure key={key}>
          <img src={src} alt={String(alt ?? '')} width={Number(width) || undefined} height={Number(height) || undefined} loading="lazy" decoding="async" />
        </figure>
      );
    }
    default:
      return null;
  }
}

function withMarks(text: string, marks: readonly Mark[], key: string): ReactNode {
  let out: ReactNode = String(text);
  marks.forEach((mark, index) => {
    const k = `${key}.m${index}`;
    switch (mark.type) {
      case 'bold':
        out = <strong key={k}>{out}</strong>;
        break;
      case 'italic':
        out = <em key={k}>{out}</em>;
        break;
      case 'code':
        out = <code key={k}>{out}</code>;
        break;
      case 'strike':
        out = <s key={k}>{out}</s>;
        break;
      case 'link': {
        const href = mark.attrs?.href;
        if (typeof href !== 'string' || !isSafeHref(href)) break;
        out = isExternalHref(href) ? (
          <a key={k} href={href} rel="noopener noreferrer">
            {out}
          </a>
        ) : (
          <a key={k} href={href}>
            {out}
          </a>
        );
        break;
      }
    }
  });
  return out;
}
