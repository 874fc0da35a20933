import {
  type ClipboardEvent,
  type FormEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { ingredientTextMessages, ingredientTextProblem } from '../../shared/ingredient-text.ts';
import { takeIngredientFromAddress } from '../ingredient-from-address.ts';
import { ingredientParts } from '../ingredient-parts.ts';

/**
 * Adds what was typed, exactly as typed. Text that is empty or only whitespace is ignored, as the
 * spec says; text the server would refuse (control or text-direction characters, nothing
 * visible) stays in the box with a message saying why. What the chef cannot take (too long, one
 * too many) is added all the same, as the spec says, and said at once, here.
 */
export function IngredientForm({
  onAdd,
  inputRef,
  maxIngredientLength,
  listProblem,
}: {
  onAdd: (ingredient: string) => void;
  /** Lets the page send focus to the text box. */
  inputRef?: RefObject<HTMLInputElement>;
  /** In characters (code points), as the server counts them. */
  maxIngredientLength: number;
  /** What in the list the chef cannot take, by name. */
  listProblem?: string | undefined;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  // Said as it is typed; a list ('chicken, rice') is offered as separate items once added.
  const tooLong =
    [...text].length > maxIngredientLength && ingredientParts(text).length < 2
      ? `This is longer than the ${maxIngredientLength} characters the chef reads in one ingredient.`
      : undefined;
  const describedBy = [
    problem && 'ingredient-problem',
    tooLong && 'ingredient-too-long',
    listProblem && 'ingredient-list-problem',
  ].filter(Boolean);

  function add(candidate: string) {
    // After a click on 'Add ingredient' the next item is typed at once: on a phone the keyboard
    // stays open.
    input.current?.focus();
    const found = ingredientTextProblem(candidate);
    if (found === 'blank') return;
    if (found) {
      setText(candidate);
      setProblem(`This can’t be added: an ingredient ${ingredientTextMessages[found]}.`);
      return;
    }
    onAdd(candidate);
    setText('');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    add(text);
  }

  // Sent before the script had loaded, it is in the address: added once, now, as it would have
  // been then. Not in the first render, which must be the page the HTML already shows.
  useEffect(() => {
    const early = takeIngredientFromAddress();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is outside React
    if (early !== null) add(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the page as first drawn
  }, []);

  // A text box keeps one line: pasted lines would run together, so they are kept apart by
  // commas, and the list offers to add them as separate ingredients.
  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text/plain');
    if (!/[\r\n]/.test(pasted.trim())) return;
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    const start = selectionStart ?? text.length;
    const joined = ingredientParts(pasted).join(', ');
    setText(`${text.slice(0, start)}${joined}${text.slice(selectionEnd ?? start)}`);
    setProblem(undefined);
    caretAfterPaste.current = start + joined.length;
  }

  // The text set by hand puts the caret at the end: it goes after what was pasted, as a paste does.
  const caretAfterPaste = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (caretAfterPaste.current === undefined) return;
    input.current?.setSelectionRange(caretAfterPaste.current, caretAfterPaste.current);
    caretAfterPaste.current = undefined;
  }, [input, text]);

  return (
    <form className="ingredient-form" onSubmit={handleSubmit}>
      <input
        ref={input}
        type="text"
        placeholder="e.g. oregano"
        aria-label="Add ingredient"
        name="ingredient"
        autoComplete="off"
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
        onPaste={handlePaste}
      />
      <button type="submit">Add ingredient</button>
      {problem && (
        <p id="ingredient-problem" className="form-problem" role="alert">
          {problem}
        </p>
      )}
      {tooLong && (
        <p id="ingredient-too-long" className="form-problem" role="alert">
          {tooLong}
        </p>
      )}
      {listProblem && (
        <p id="ingredient-list-problem" className="form-problem" role="alert">
          {listProblem}
        </p>
      )}
    </form>
  );
}
