import { useState } from 'react';
import { useContentMessages } from '../../i18n/use-content-messages';

/**
 * The mp4 player of one guide entry. preload="none" keeps the page light (dozens of videos); a
 * video that cannot load is replaced by a plain explanation and a retry, never a broken player.
 */
export function GuideVideo({ src, captions, title }: { src: string; captions: string; title: string }) {
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
  return (
    <video
      key={attempt}
      className="guide-video__player"
      controls
      preload="none"
      src={src}
      width="640"
      height="360"
      aria-label={m.videoLabel(title)}
      onError={() => setFailed(true)}
    >
      <track kind="captions" src={captions} srcLang="en" label={m.captions} />
      <p>
        {m.videoUnsupported} <a href={src}>{m.downloadVideo}</a>
      </p>
    </video>
  );
}
