import { useRef, useState } from 'react';
import { useLoaded } from '../hooks/use-loaded.ts';
import type { CookModeRecipe } from './cook-mode.tsx';

/** Cook mode is not part of first load: it arrives once a finished recipe offers it. */
const loadCookMode = () => import('./cook-mode.tsx');

/** 'Cook mode', which opens the recipe in cook mode and gets focus back when it closes. */
export function CookModeButton(recipe: CookModeRecipe) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const cookMode = useLoaded(loadCookMode);
  return (
    <>
      <button ref={buttonRef} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Cook mode
      </button>
      {open && cookMode && (
        <cookMode.CookMode
          {...recipe}
          onExit={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
