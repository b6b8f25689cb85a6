// docs/requirements/marketing.md#navigation-and-scroll: the section named in navigation state, else
// the hash target, else the top.
export type ScrollTarget = { kind: 'element'; id: string } | { kind: 'top' };

export function scrollTargetFor(section: string | undefined, hash: string | undefined): ScrollTarget {
  if (section) return { kind: 'element', id: section };
  const id = hash?.replace(/^#/, '');
  if (id) return { kind: 'element', id };
  return { kind: 'top' };
}

export function applyScroll(target: ScrollTarget): void {
  if (target.kind === 'element') {
    const element = document.getElementById(target.id);
    if (element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
  }
  window.scrollTo({ top: 0, left: 0 });
}
