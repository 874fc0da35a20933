import { ContactCard } from './components/contact-card.tsx';
import { PageHeader } from './components/page-header.tsx';
import { RecipeHelper } from './components/recipe-helper.tsx';

export function App() {
  return (
    <>
      <PageHeader />
      <main className="areas">
        <RecipeHelper />
        <ContactCard />
      </main>
    </>
  );
}
