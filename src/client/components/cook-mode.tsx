import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { lineAsShown } from '../../shared/quantities/line-as-shown.ts';
import type { QuantityView } from '../../shared/quantities/quantity-view.ts';
import type { CheckedLine, FoodSafetyNote } from '../../shared/recipe-checks.ts';
import { useStepTimer } from '../hooks/use-step-timer.ts';
import { findRecipeSteps, findRecipeTitle } from '../recipe-steps.ts';
import { foodSafetyOfStep } from '../step-food-safety.ts';
import { ingredientsOfStep } from '../step-ingredients.ts';
import { findStepTimes } from '../step-times.ts';
import { textAsShown } from '../text-as-shown.ts';
import { CookModeKeepScreenOn } from './cook-mode-keep-screen-on.tsx';
import { CookModeStep } from './cook-mode-step.tsx';
import { CookModeTimer } from './cook-mode-timer.tsx';

/** What cook mode shows of a recipe, as the recipe section shows it. */
export interface CookModeRecipe {
  markdown: string;
  lines: readonly CheckedLine[];
  foodSafety: readonly FoodSafetyNote[];
  /** The quantities the visitor chose: servings and measures. */
  view: QuantityView;
  serves?: number | undefined;
}

const focusable = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A focused view of a finished recipe for cooking from: large text, one step at a time or all of
 * them, each with the ingredients it uses, its timers and safe temperatures. A modal dialog:
 * focus moves into it and stays there; Esc or 'Exit cook mode' leaves, the arrow keys move
 * between steps.
 */
export function CookMode({
  markdown,
  lines,
  foodSafety,
  view,
  serves,
  onExit,
}: CookModeRecipe & { onExit: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const [stepIndex, setStepIndex] = useState(0);
  const [allSteps, setAllSteps] = useState(false);
  const timer = useStepTimer();
  const title = useMemo(() => findRecipeTitle(markdown), [markdown]);
  const steps = useMemo(() => {
    const shownText = textAsShown(view, serves);
    return findRecipeSteps(
      markdown,
      lines.map((line) => line.offset),
    ).map((step) => ({
      text: shownText(step.text),
      ingredients: ingredientsOfStep(step.text, lines).map((line) => lineAsShown(line, view)),
      times: findStepTimes(step.text),
      foodSafety: foodSafetyOfStep(step.text, foodSafety),
    }));
  }, [markdown, lines, foodSafety, view, serves]);
  const last = steps.length - 1;
  const current = Math.min(stepIndex, Math.max(last, 0));
  const focusDialog = useCallback(() => dialogRef.current?.focus(), []);

  useEffect(focusDialog, [focusDialog]);

  useEffect(() => {
    if (!allSteps) return;
    const shown = dialogRef.current?.querySelector('[aria-current="step"]');
    shown?.scrollIntoView?.({ block: 'nearest' });
  }, [allSteps, current]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onExit();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        setStepIndex((index) => Math.max(0, Math.min(index, last) - 1));
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        setStepIndex((index) => Math.min(last, index + 1));
      } else if (event.key === 'Tab' && dialogRef.current) {
        // Focus stays in the dialog: from its last control to its first, and back.
        const controls = [...dialogRef.current.querySelectorAll<HTMLElement>(focusable)];
        const first = controls[0];
        const final = controls.at(-1);
        const active = document.activeElement;
        if (!first || !final) return;
        if (event.shiftKey && (active === first || active === dialogRef.current)) {
          event.preventDefault();
          final.focus();
        } else if (!event.shiftKey && active === final) {
          event.preventDefault();
          first.focus();
        }
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [last, onExit]);

  const stepView = (index: number) => {
    const step = steps[index];
    if (!step) return null;
    return (
      <CookModeStep
        number={index + 1}
        total={steps.length}
        text={step.text}
        ingredients={step.ingredients}
        times={step.times}
        foodSafety={step.foodSafety}
        onStartTimer={(time) => timer.start(time.minutes, `step ${index + 1}`)}
      />
    );
  };

  return (
    <div className="cook-mode-backdrop">
      <div
        ref={dialogRef}
        className="cook-mode"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cook-mode-heading"
        tabIndex={-1}
      >
        <div className="cook-mode-bar">
          <h2 id="cook-mode-heading">{title ? `Cook mode: ${title}` : 'Cook mode'}</h2>
          <div className="cook-mode-actions">
            {steps.length > 1 && (
              <button
                type="button"
                aria-pressed={allSteps}
                onClick={() => setAllSteps((shown) => !shown)}
              >
                Show all steps
              </button>
            )}
            <button type="button" onClick={onExit}>
              Exit cook mode
            </button>
          </div>
        </div>
        <div className="cook-mode-screen">
          <CookModeKeepScreenOn />
        </div>
        {serves !== undefined && <p className="cook-mode-serves">Quantities for {serves}</p>}
        <CookModeTimer timer={timer} onFocusLost={focusDialog} />
        {steps.length === 0 ? (
          <p className="cook-step-text">
            We could not find the steps in this recipe: exit cook mode to read it whole.
          </p>
        ) : allSteps ? (
          <ol className="cook-steps">
            {steps.map((_step, index) => (
              <li key={index} aria-current={index === current ? 'step' : undefined}>
                {stepView(index)}
              </li>
            ))}
          </ol>
        ) : (
          <div className="cook-steps" aria-live="polite">
            {stepView(current)}
          </div>
        )}
        {steps.length > 1 && (
          <div className="cook-mode-moves">
            <button
              type="button"
              aria-disabled={current === 0}
              onClick={() => setStepIndex(Math.max(0, current - 1))}
            >
              Previous step
            </button>
            <button
              type="button"
              aria-disabled={current === last}
              onClick={() => setStepIndex(Math.min(last, current + 1))}
            >
              Next step
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
