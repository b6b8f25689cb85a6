import { useMessages } from '@site/i18n/use-messages';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ChunkLoadFailed, chunkNameOf, isChunkLoadError } from './chunk-load-failed';

interface HttpLikeError {
  status: number;
  statusText?: string;
}

function isHttpLike(error: unknown): error is HttpLikeError {
  return typeof error === 'object' && error !== null && typeof (error as HttpLikeError).status === 'number';
}

/**
 * docs/requirements/marketing.md#error-pages: 'Unexpected Application Error!' with the status and
 * text, or the message and stack.
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  const m = useMessages().errorPage;
  if (isChunkLoadError(error)) {
    return <ChunkLoadFailed chunk={chunkNameOf(error)} onReload={() => window.location.reload()} />;
  }
  return (
    <section className="page page--centered" role="alert">
      <h1>{m.title}</h1>
      {isHttpLike(error) ? (
        <h2>
          {error.status} {error.statusText ?? ''}
        </h2>
      ) : (
        <>
          <h2>{error instanceof Error ? error.message : String(error)}</h2>
          {/* The stack helps a developer and tells a visitor nothing; production builds omit it. */}
          {import.meta.env.DEV && error instanceof Error && error.stack ? (
            <pre className="error-page__stack">{error.stack}</pre>
          ) : null}
        </>
      )}
      <p>{m.body}</p>
      <p className="page__actions">
        <a href="/" className="button button--primary">
          {m.home}
        </a>
      </p>
    </section>
  );
}
