import { useState } from 'react';
import { ContactCard } from './components/contact-card.tsx';
import { PageHeader } from './components/page-header.tsx';
import { RecipeHelper } from './components/recipe-helper.tsx';

export function App() {
  const [keptRecipesArea, setKeptRecipesArea] = useState<HTMLElement | null>(null);
  return (
    <>
      <PageHeader />
      <main className="areas">
        <RecipeHelper keptRecipesIn={keptRecipesArea} />
        <ContactCard />
        <div ref={setKeptRecipesArea} className="kept-recipes-area" />
      </main>
    </>
  );
}
