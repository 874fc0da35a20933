/**
 * Said while the visitor's choice of the built-in cookbook holds (every recipe comes from it),
 * with the way back to the AI chef.
 */
export function ChefChoice({ onUseAiChef }: { onUseAiChef: () => void }) {
  return (
    <div className="chef-choice">
      <p>Your recipes come from the built-in cookbook, as you chose.</p>
      <button type="button" className="secondary-button" onClick={onUseAiChef}>
        Use the AI chef again
      </button>
    </div>
  );
}
