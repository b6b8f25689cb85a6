// Renders a legal document's blocks (docs/requirements/marketing.md#legal-pages):
// h1, h2, h3, paragraph and ul with items, each possibly with nested blocks. A type the page does
// not render (h3 on the terms page, anything the requirements do not name) is skipped with its
// nested blocks.

import type { LegalNode, LegalNodeType } from '@common/legal-content';
import type { ReactNode } from 'react';

export type RenderedTypes = ReadonlySet<LegalNodeType>;

export function LegalBlocks({ nodes, types }: { nodes: readonly LegalNode[]; types: RenderedTypes }) {
  return <>{nodes.map((node, index) => renderNode(node, types, `${index}`))}</>;
}

function nested(node: { content?: LegalNode[] }, types: RenderedTypes): ReactNode {
  return node.content?.length ? <LegalBlocks nodes={node.content} types={types} /> : null;
}

function renderNode(node: LegalNode, types: RenderedTypes, key: string): ReactNode {
  if (!types.has(node.type as LegalNodeType)) return null;
  switch (node.type) {
    case 'h1':
    case 'h2':
    case 'h3': {
      const Heading = node.type as 'h1' | 'h2' | 'h3';
      // A heading with blocks under it is a section of its own.
      return node.content?.length ? (
        <section key={key} className="legal__section">
          <Heading>{node.text ?? ''}</Heading>
          {nested(node, types)}
        </section>
      ) : (
        <Heading key={key}>{node.text ?? ''}</Heading>
      );
    }
    case 'paragraph':
      return node.content?.length ? (
        <div key={key} className="legal__group">
          <p>{node.text ?? ''}</p>
          <div className="legal__nested">{nested(node, types)}</div>
        </div>
      ) : (
        <p key={key}>{node.text ?? ''}</p>
      );
    case 'ul':
      return (
        <div key={key} className="legal__group">
          {node.text ? <p>{node.text}</p> : null}
          <ul>
            {(node.items ?? []).map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity beyond their place.
              <li key={index}>
                {item.text}
                {item.content?.length ? <LegalBlocks nodes={item.content} types={types} /> : null}
              </li>
            ))}
          </ul>
          {node.content?.length ? <div className="legal__nested">{nested(node, types)}</div> : null}
        </div>
      );
    default:
      return null;
  }
}
