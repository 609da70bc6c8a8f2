// Input hygiene at the edge: no control character reaches a service or the database. A string
// carrying one (NUL and the other C0 codes, and DEL) is refused with VALIDATION_ERROR before any
// handler or resolver runs: NUL cannot be stored in a PostgreSQL text column at all (it used to
// surface as INTERNAL_SERVER_ERROR), and the others have no business in names, slugs, ids or
// amounts. Two classes of text:
//   - single-line (the default: every id, slug, code, amount, name, address, e-mail): no C0 code
//     at all, tab included;
//   - multi-line free text (a field named as such: chat text, a VIP application, an operator's
//     reason, bonus terms): tab, line feed and carriage return are allowed, the rest refused.
// GraphQL applies it in graphql/input-hygiene.ts (per argument and input field, by schema
// coordinate); REST in `registerInputHygiene` below (per route, `config.multilineFields`).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationError } from '../errors';

// eslint-disable-next-line no-control-regex
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type TextClass = 'single-line' | 'multi-line';

/** True when `text` carries a control character its class does not allow. */
export function hasForbiddenControl(text: string, textClass: TextClass = 'single-line'): boolean {
  return (textClass === 'multi-line' ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
}

/** The code point of the first forbidden character, as `U+0000`, for the error's details. */
export function firstForbidden(text: string, textClass: TextClass): string {
  const re = textClass === 'multi-line' ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  const found = re.exec(text)?.[0] ?? '';
  return `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters.';

/** The refusal: VALIDATION_ERROR naming where (`body.name`, `gameById(identifier:)`) and what. */
export function controlCharacterError(field: string, character: string) {
  return validationError(CONTROL_CHARACTER_MESSAGE, {
    field,
    reason: 'CONTROL_CHARACTER',
    character,
  });
}

export interface Finding {
  field: string;
  character: string;
}

/**
 * The first string (value or object key) in a JSON-like value with a forbidden control
 * character; `multiline` names the top-level keys whose values are multi-line text.
 */
export function findInJson(
  value: unknown,
  path: string,
  multiline: ReadonlySet<string> = new Set(),
  textClass: TextClass = 'single-line',
): Finding | null {
  if (typeof value === 'string') {
    return hasForbiddenControl(value, textClass)
      ? { field: path, character: firstForbidden(value, textClass) }
      : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findInJson(value[i], `${path}.${i}`, new Set(), textClass);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = `${path}.${key}`;
      if (hasForbiddenControl(key))
        return { field: at, character: firstForbidden(key, 'single-line') };
      const found = findInJson(item, at, new Set(), multiline.has(key) ? 'multi-line' : textClass);
      if (found) return found;
    }
  }
  return null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Top-level body fields of this route that are multi-line free text (tab, line feed and
     * carriage return allowed); every other string of the request is single-line.
     */
    multilineFields?: readonly string[];
  }
}

/** Paths whose requests are checked elsewhere: GraphQL checks its variables against the schema. */
function checkedElsewhere(url: string): boolean {
  return (
    url === '/graphql' ||
    url.startsWith('/graphql?') ||
    url.startsWith('/graphql/') ||
    // the staff API's GraphQL (backoffice/http.ts) runs the same schema-aware check
    url === '/backoffice/graphql' ||
    url.startsWith('/backoffice/graphql?')
  );
}

/** The finding of a REST request's params, query and body, if any. */
export function inspectRequest(request: FastifyRequest): Finding | null {
  const multiline = new Set(request.routeOptions.config.multilineFields ?? []);
  // The path itself: `request.params` holds the decoded segments.
  const params = findInJson(request.params, 'params');
  if (params) return params;
  const query = findInJson(request.query, 'query');
  if (query) return query;
  const body = request.body;
  // A raw string body (a signed webhook kept as text for its signature) may hold JSON whitespace.
  if (typeof body === 'string') {
    return hasForbiddenControl(body, 'multi-line')
      ? { field: 'body', character: firstForbidden(body, 'multi-line') }
      : null;
  }
  return findInJson(body, 'body', multiline);
}

/** Refuses, before validation and handlers, every REST request carrying a control character. */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (checkedElsewhere(request.url)) return;
    const finding = inspectRequest(request);
    if (finding) throw controlCharacterError(finding.field, finding.character);
  });
}
