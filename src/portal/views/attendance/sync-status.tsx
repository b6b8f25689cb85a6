// The device queue's state on every attendance and marks screen: offline, classes and saves of
// marks waiting to be sent, what the server refused, and the marks someone else took or changed later.
import { isQueuedMarks, queuedId } from '@machines/portal/attendance-sync.machine';
import { attendanceText } from '@portal/i18n/attendance';
import { useInstantText } from '@portal/i18n/dates';
import { examsText } from '@portal/i18n/exams';
import { useText } from '@portal/i18n/language';
import { useAttendanceSync } from '@portal/lib/attendance-sync';
import { useNoticeText } from '../shared/management-kit';

export function SyncStatus() {
  const t = useText(attendanceText);
  const timeOf = useInstantText('time');
  const noticeText = useNoticeText();
  const { actor, snapshot } = useAttendanceSync();
  const tx = useText(examsText);
  const { queue, failed, conflicts, sheetConflicts } = snapshot.context;
  const sheets = queue.filter(isQueuedMarks).length;
  const classes = queue.length - sheets;
  const offline = snapshot.matches('offline') || snapshot.matches('offlineReading');
  return (
    <div className="attendance-sync">
      <div role="status" aria-live="polite">
        {offline ? <p className="notice notice--info">{t.offline}</p> : null}
        {queue.length ? (
          <p className="attendance-sync__queue">
            {snapshot.matches('sending')
              ? t.sending
              : [classes ? t.waiting(classes) : '', sheets ? tx.waitingSaves(sheets) : '']
                  .filter(Boolean)
                  .join('; ')}{' '}
            {snapshot.matches('sending') ? null : (
              <button type="button" className="button" onClick={() => actor.send({ type: 'sync.retry' })}>
                {t.retry}
              </button>
            )}
          </p>
        ) : null}
      </div>
      {failed.length || conflicts.length || sheetConflicts.length ? (
        <div className="notice notice--error" role="alert">
          {failed.length ? (
            <>
              <h2>{t.failedHeading}</h2>
              <ul>
                {failed.map((failure) => (
                  <li key={queuedId(failure.item)}>
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
          {sheetConflicts.length ? (
            <ul>
              {sheetConflicts.map((group) => (
                <li key={group.id}>{tx.sheetConflicts(group.sectionName, group.count)}</li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="button" onClick={() => actor.send({ type: 'sync.dismiss' })}>
            {t.dismiss}
          </button>
        </div>
      ) : null}
    </div>
  );
}
