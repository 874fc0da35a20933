import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { ingredientTextMessages, ingredientTextProblem } from '../../shared/ingredient-text.ts';

/**
 * Adds what was typed, exactly as typed. Text that is empty or only whitespace is ignored, as the
 * spec says; text the server would refuse (control or text-direction characters, nothing
 * visible) stays in the box with a message saying why.
 */
export function IngredientForm({
  onAdd,
  inputRef,
}: {
  onAdd: (ingredient: string) => void;
  /** Lets the page send focus to the text box. */
  inputRef?: RefObject<HTMLInputElement>;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // After a click on 'Add ingredient' the next item is typed at once: on a phone the keyboard
    // stays open.
    input.current?.focus();
    const found = ingredientTextProblem(text);
    if (found === 'blank') return;
    if (found) {
      setProblem(`This can’t be added: an ingredient ${ingredientTextMessages[found]}.`);
      return;
    }
    onAdd(text);
    setText('');
  }

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
        aria-describedby={problem ? 'ingredient-problem' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
      />
      <button type="submit">Add ingredient</button>
      {problem && (
        <p id="ingredient-problem" className="form-problem" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
