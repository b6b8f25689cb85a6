// The landing pages' FAQ (docs/requirements/marketing.md#faq): the FAQ accordion machine decides
// which answer is open; this view follows WAI-ARIA's accordion pattern (a heading with a button per
// question, the answer in a region it controls).

import { faqAccordionMachine } from '@machines/faq-accordion.machine';
import { useActorOptions } from '@site/lib/inspector';
import { useActor } from '@xstate/react';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export function FaqAccordion({
  idPrefix,
  items,
}: {
  idPrefix: string;
  items: readonly [FaqItem, ...FaqItem[]];
}) {
  const [state, send] = useActor(faqAccordionMachine, {
    ...useActorOptions(),
    input: { itemIds: items.map((item) => item.id) as [string, ...string[]] },
  });
  const { openId } = state.context;
  return (
    <div className="faq">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${idPrefix}-${item.id}-question`;
        const panelId = `${idPrefix}-${item.id}-answer`;
        return (
          <div key={item.id} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
            <h3 className="faq__question">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => send({ type: 'item.toggle', id: item.id })}
              >
                <span>{item.question}</span>
                <span className="faq__marker" aria-hidden="true" />
              </button>
            </h3>
            <section id={panelId} className="faq__answer" aria-labelledby={buttonId} hidden={!open}>
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
