import { useContentMessages } from '@site/i18n/use-content-messages';
import { useState } from 'react';

/**
 * The mp4 player of one guide entry. preload="none" keeps the page light (dozens of videos); a
 * video that cannot load is replaced by a plain explanation and a retry, never a broken player.
 */
export function GuideVideo({ src, captions, titleId }: { src: string; captions: string; titleId: string }) {
  const m = useContentMessages().guide;
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <div className="guide-video__fallback" role="status">
        <p>
          <strong>{m.videoFailed}</strong> {m.videoFailedHint}
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {m.retryVideo}
        </button>
      </div>
    );
  }
  // Named "Video: <the entry's title>" from the page itself: the title is English content
  // (lang="en") and the word "Video" is the page's language, so neither is read in the wrong voice.
  const prefixId = `${titleId}-video`;
  return (
    <>
      <span id={prefixId} hidden>
        {m.videoLabel}
      </span>
      <video
        key={attempt}
        className="guide-video__player"
        controls
        preload="none"
        src={src}
        width="640"
        height="360"
        aria-labelledby={`${prefixId} ${titleId}`}
        onError={() => setFailed(true)}
      >
        <track kind="captions" src={captions} srcLang="en" label={m.captions} />
        <p>
          {m.videoUnsupported} <a href={src}>{m.downloadVideo}</a>
        </p>
      </video>
    </>
  );
}
