import type { Components } from 'react-markdown';
import Markdown from 'react-markdown';

// The model's text is untrusted: react-markdown escapes raw HTML and blanks script URLs; links
// also open apart from this page, and images (which could track the reader) are left out.
const components: Components = {
  a: ({ node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

export default function RecipeMarkdown({ markdown }: { markdown: string }) {
  return (
    <Markdown components={components} disallowedElements={['img']} unwrapDisallowed>
      {markdown}
    </Markdown>
  );
}
