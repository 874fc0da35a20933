import { type FormEvent, useState } from 'react';

/** Adds what was typed, exactly as typed; text that is empty or only whitespace is ignored. */
export function IngredientForm({ onAdd }: { onAdd: (ingredient: string) => void }) {
  const [text, setText] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') return;
    onAdd(text);
    setText('');
  }

  return (
    <form className="ingredient-form" onSubmit={handleSubmit}>
      <input
        type="text"
        placeholder="e.g. oregano"
        aria-label="Add ingredient"
        name="ingredient"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit">Add ingredient</button>
    </form>
  );
}
