import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * Compiles a host's ICU texts at run time, each to Lingui's format or to null when it is not valid ICU (reported, so
 * the catalogue's message shows instead). Loaded by dynamic import, only once a host's text needs it: the ICU parser
 * stays out of the login box otherwise.
 */
export function compileTexts(texts: readonly string[]): Record<string, CompiledMessage | null> {
  const compiled: Record<string, CompiledMessage | null> = {};
  for (const text of texts) {
    try {
      compiled[text] = compileMessageOrThrow(text);
    } catch (error) {
      console.error(`Gatehouse: the message "${text}" is not valid ICU MessageFormat; showing the catalogue's`, error);
      compiled[text] = null;
    }
  }
  return compiled;
}
