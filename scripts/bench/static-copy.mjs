// The bench's own tiny server for zero-JavaScript copies: every request goes through to the
// site's server unchanged, except that HTML comes back with its scripts removed. Lighthouse on
// this origin shows what a page would score with no JavaScript at all: what is left on the table.
import { createServer, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

/** Removes executable scripts and their preloads; JSON-LD and other data blocks stay. */
export function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes) => (isDataBlock(attributes) ? tag : ''))
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel=["']?preload["']?)(?=[^>]*\bas=["']?script["']?)[^>]*>/gi, '');
}

function isDataBlock(attributes) {
  const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return Boolean(type) && !['text/javascript', 'module', 'application/javascript'].includes(type);
}

const decoders = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync };

export async function startZeroJsCopy({ target, port }) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    // Everything is fetched as the browser asked, so CSS and fonts arrive exactly as they would
    // from the site; only HTML is decoded, rewritten and compressed again the same way.
    const headers = { ...req.headers, host: upstream.host };
    const proxied = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (upstreamRes) => {
      const type = upstreamRes.headers['content-type'] ?? '';
      if (!type.startsWith('text/html')) {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
        return;
      }
      const chunks = [];
      upstreamRes.on('data', (chunk) => chunks.push(chunk));
      upstreamRes.on('end', () => {
        const encoding = upstreamRes.headers['content-encoding'];
        const decode = decoders[encoding ?? 'identity'] ?? ((body) => body);
        const stripped = Buffer.from(stripScripts(decode(Buffer.concat(chunks)).toString('utf8')));
        const html = encoding ? gzipSync(stripped) : stripped;
        const outHeaders = { ...upstreamRes.headers, 'content-length': String(html.length) };
        if (encoding) outHeaders['content-encoding'] = 'gzip';
        delete outHeaders['transfer-encoding'];
        delete outHeaders.etag;
        res.writeHead(upstreamRes.statusCode ?? 502, outHeaders);
        res.end(html);
      });
    });
    proxied.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(proxied);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
