// The messages the school sent about a child (docs/requirements/guardians.md#per-child): each
// absence or correction, to which guardian, by which channel, and whether it went (one waiting for
// the guardian to accept the school's messages says so).
import type { ChildMessages } from '@common/api/portal/guardian';
import { guardianActors } from '@portal/api/guardian-actors';
import { useDateText } from '@portal/i18n/dates';
import { guardianText } from '@portal/i18n/guardian';
import { useText } from '@portal/i18n/language';
import { ResourceListFrame, useResourceList } from '../shared/resource-list-view';

export function MessagesSection(props: { studentId: string }) {
  const t = useText(guardianText);
  const date = useDateText();
  const list = useResourceList(guardianActors, { load: 'loadChildMessages' }, { studentId: props.studentId });
  return (
    <section className="guardian-messages" aria-labelledby="child-messages">
      <h2 id="child-messages">{t.messagesHeading}</h2>
      <ResourceListFrame<ChildMessages> list={list} label={t.messagesHeading} refresh={false}>
        {(data) =>
          data.messages.length === 0 ? (
            <p>{t.noMessages}</p>
          ) : (
            <ul className="guardian-messages__list">
              {data.messages.map((message) => (
                <li key={`${message.date}/${message.kind}/${message.to}/${message.channel}`}>
                  <strong>{t.messageKinds[message.kind](date(message.date))}</strong>
                  <span data-user-text>{t.messageTo(message.to, t.channels[message.channel])}</span>
                  <span className={message.state === 'sent' ? undefined : 'guardian-messages__state'}>
                    {t.messageStates[message.state]}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </ResourceListFrame>
    </section>
  );
}
