import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { CompiledCatalogue } from './message-id';

/** Where an area's catalogues of the other shipped locales come from: each behind a dynamic import. */
export interface CatalogueSource {
  readonly name: string;
  readonly locales: Readonly<Record<string, () => Promise<CompiledCatalogue>>>;
}

/**
 * One area's messages (the login box's first screen, its other routes, the admin portal): English compiled into the
 * bundle of the code that shows them, every other shipped locale loaded on first use, so a bundle carries only what it
 * shows. `Id` is what `t` accepts: the area's ids and its base's.
 */
export interface MessageArea<Id extends string = string> extends CatalogueSource {
  readonly english: Readonly<Partial<Record<Id, CompiledMessage>>>;
  /** An area whose messages come along (the other routes use the first screen's shared words). */
  readonly base?: MessageArea;
}
