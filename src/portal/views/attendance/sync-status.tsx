// The device queue's state on every attendance screen: offline, classes waiting to be sent, the
// submissions the server refused and the marks someone else took later.
import { attendanceText } from '@portal/i18n/attendance';
import { useInstantText } from '@portal/i18n/dates';
import { useText } from '@portal/i18n/language';
import { useAttendanceSync } from '@portal/lib/attendance-sync';
import { useNoticeText } from '../shared/management-kit';

export function SyncStatus() {
  const t = useText(attendanceText);
  const timeOf = useInstantText('time');
  const noticeText = useNoticeText();
  const { actor, snapshot } = useAttendanceSync();
  const { queue, failed, conflicts } = snapshot.context;
  const offline = snapshot.matches('offline') || snapshot.matches('offlineReading');
  return (
    <div className="attendance-sync">
      <div role="status" aria-live="polite">
        {offline ? <p className="notice notice--info">{t.offline}</p> : null}
        {queue.length ? (
          <p className="attendance-sync__queue">
            {snapshot.matches('sending') ? t.sending : t.waiting(queue.length)}{' '}
            {snapshot.matches('sending') ? null : (
              <button type="button" className="button" onClick={() => actor.send({ type: 'sync.retry' })}>
                {t.retry}
              </button>
            )}
          </p>
        ) : null}
      </div>
      {failed.length || conflicts.length ? (
        <div className="notice notice--error" role="alert">
          {failed.length ? (
            <>
              <h2>{t.failedHeading}</h2>
              <ul>
                {failed.map((failure) => (
                  <li key={failure.item.submission.submissionId}>
                    {failure.item.sectionName}: {noticeText(failure.notice, t)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {conflicts.length ? (
            <>
              <h2>{t.conflictsHeading}</h2>
              <ul>
                {conflicts.flatMap((group) =>
                  group.conflicts.map((conflict) => (
                    <li key={`${group.sectionName}-${conflict.studentId}-${conflict.keptAt}`}>
                      {group.sectionName}:{' '}
                      {t.conflict(
                        conflict.studentName,
                        conflict.yours,
                        conflict.kept,
                        conflict.keptBy,
                        timeOf(conflict.keptAt),
                      )}
                    </li>
                  )),
                )}
              </ul>
            </>
          ) : null}
          <button type="button" className="button" onClick={() => actor.send({ type: 'sync.dismiss' })}>
            {t.dismiss}
          </button>
        </div>
      ) : null}
    </div>
  );
}
