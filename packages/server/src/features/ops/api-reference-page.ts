import { escapeHtml } from '../../lib/html-escape';

interface Doc {
  info: { title: string; description?: string };
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        operationId?: string;
        tags?: string[];
        'x-gatehouse-access'?: { kind: string; permission?: string };
        requestBody?: unknown;
      }
    >
  >;
}

/** A readable, self-contained API reference page rendered from the OpenAPI document. */
export function renderApiReference(doc: Doc): string {
  const rows: string[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const access = op['x-gatehouse-access'];
      rows.push(
        `<tr><td><span class="m ${method}">${method.toUpperCase()}</span></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? '')}</td><td>${escapeHtml(access ? access.kind + (access.permission ? ` (${access.permission})` : '') : '')}</td></tr>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1d2433}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e3e6ee;padding:.45rem;text-align:left;vertical-align:top}
.m{font-weight:700;font-size:.8rem;padding:.1rem .4rem;border-radius:4px;background:#eef}.post{background:#e6f6ec}.put{background:#fff4e0}.delete{background:#fde8e8}</style></head>
<body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description ?? '')}</p><p>Machine-readable: <a href="/openapi.json">/openapi.json</a></p>
<table><thead><tr><th>method</th><th>path</th><th>summary</th><th>access</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}
