import { useMessages } from '@site/i18n/use-messages';

/**
 * "Loading chunk ... failed" (docs/requirements/marketing.md#error-pages), with a way out: reload
 * the page.
 */
export function ChunkLoadFailed({ chunk, onReload }: { chunk: string; onReload: () => void }) {
  const m = useMessages().chunkLoad;
  return (
    <section className="page page--centered" role="alert">
      <h1>{m.failed(chunk)}</h1>
      <p>{m.body}</p>
      <p className="page__actions">
        <button type="button" className="button button--primary" onClick={onReload}>
          {m.reload}
        </button>
      </p>
    </section>
  );
}

/** Browsers word a failed dynamic import differently; these are the ones we know. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Loading chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    text,
  );
}

/** The chunk's name for the message: the module URL's file name where the error carries one. */
export function chunkNameOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const match = text.match(/\/([\w.-]+\.js)/);
  return match?.[1] ?? 'page';
}
