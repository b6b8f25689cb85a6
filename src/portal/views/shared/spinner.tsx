// A wait the person can see: a spinning ring with its words for screen readers (or beside it).

export function Spinner({ label, visibleLabel = false }: { label: string; visibleLabel?: boolean }) {
  return (
    <span className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className={visibleLabel ? undefined : 'visually-hidden'}>{label}</span>
    </span>
  );
}

/** A page or section still loading: centred, with its words shown. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="loading" aria-busy="true">
      <Spinner label={label} visibleLabel />
    </div>
  );
}
