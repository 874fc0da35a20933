import type { FoodSafetyNote as Note } from '../../shared/recipe-checks.ts';

/** Safe temperatures and hazards for what the recipe cooks, with where they come from. */
export function FoodSafetyNote({ notes }: { notes: readonly Note[] }) {
  const sources = [...new Map(notes.map((note) => [note.source.url, note.source])).values()];
  return (
    <section className="recipe-check food-safety" aria-labelledby="food-safety-heading">
      <h3 id="food-safety-heading">Food safety</h3>
      <ul>
        {notes.map((note) => (
          <li key={note.id}>{note.text}</li>
        ))}
      </ul>
      <p className="check-caveat">
        From{' '}
        {sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 && (index === sources.length - 1 ? ' and ' : ', ')}
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.name}
            </a>
          </span>
        ))}
        .
      </p>
    </section>
  );
}
