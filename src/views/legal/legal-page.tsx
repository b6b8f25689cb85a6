import type { LegalDocumentType, LegalNodeType } from '@common/legal-content';
import { legalDocumentMachine } from '@machines/legal-document.machine';
import { legalActors } from '@site/api/legal-actors';
import { useContentMessages } from '@site/i18n/use-content-messages';
import { useScreenMachine } from '@site/lib/screen-machine';
import { EnglishOnlyNote } from '../shared/english-only';
import { PageMeta } from '../shared/page-meta';
import { LegalBlocks } from './legal-content';
import './legal.css';

// The privacy page renders h3 blocks; the terms page skips them
// (docs/requirements/marketing.md#legal-pages).
const renderedTypes: Record<LegalDocumentType, ReadonlySet<LegalNodeType>> = {
  TERMS_AND_CONDITIONS: new Set(['h1', 'h2', 'paragraph', 'ul']),
  PRIVACY_POLICY: new Set(['h1', 'h2', 'h3', 'paragraph', 'ul']),
};

const pages = {
  TERMS_AND_CONDITIONS: { key: 'terms', path: '/terms-and-conditions' },
  PRIVACY_POLICY: { key: 'privacy', path: '/privacy-policy' },
} as const;

/** /terms-and-conditions and /privacy-policy: the latest document from the server. */
export function LegalPage({ type }: { type: LegalDocumentType }) {
  const content = useContentMessages();
  const m = content.legal;
  const page = pages[type];
  const texts = m[page.key];
  const [state] = useScreenMachine(legalDocumentMachine, { actors: legalActors }, { type });
  const { document } = state.context;

  return (
    <article className="page legal" aria-busy={state.matches('loading')}>
      <PageMeta title={texts.title} description={texts.description} path={page.path} />
      {state.matches('loading') ? (
        <div className="legal__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{m.loading}</span>
        </div>
      ) : (
        <>
          {/* After a failure the heading is empty and there is no content
              (docs/requirements/marketing.md#legal-pages). */}
          <h1 className="legal__heading" lang="en">
            {document.heading}
          </h1>
          <EnglishOnlyNote text={content.englishOnly.document} />
          {type === 'PRIVACY_POLICY' ? <p className="legal__updated">{m.privacy.lastUpdated}</p> : null}
          <div className="legal__body" lang="en">
            <LegalBlocks nodes={document.content} types={renderedTypes[type]} />
          </div>
        </>
      )}
    </article>
  );
}
