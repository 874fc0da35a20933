/**
 * The finished recipe's actions, shown unavailable while it is written: the toolbar has its final
 * size from the start, so that nothing under it moves when they arrive. Screen readers hear only
 * the real buttons, once they can be used.
 */
export function ActionsToCome({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <button key={label} type="button" disabled aria-hidden="true">
      {label}
    </button>
  ));
}
