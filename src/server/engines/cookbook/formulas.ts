import type { Formula } from './formula.ts';
import { frittata } from './formulas/frittata.ts';
import { omelette } from './formulas/omelette.ts';
import { stirFry } from './formulas/stir-fry.ts';
import { friedRice } from './formulas/fried-rice.ts';
import { soup } from './formulas/soup.ts';
import { grainBowl } from './formulas/grain-bowl.ts';
import { pasta } from './formulas/pasta.ts';
import { salad } from './formulas/salad.ts';
import { curry } from './formulas/curry.ts';
import { tacos } from './formulas/tacos.ts';
import { traybake } from './formulas/traybake.ts';
import { risotto } from './formulas/risotto.ts';
import { toast } from './formulas/toast.ts';
import { smoothie } from './formulas/smoothie.ts';
import { crumble } from './formulas/crumble.ts';
import { pancakes } from './formulas/pancakes.ts';
import { porridge } from './formulas/porridge.ts';
import { pie } from './formulas/pie.ts';
import { quesadillas } from './formulas/quesadillas.ts';
import { roast } from './formulas/roast.ts';

/** The dishes the built-in cookbook can write around whatever the visitor has. */
export const formulas: readonly Formula[] = [
  frittata,
  omelette,
  stirFry,
  friedRice,
  soup,
  grainBowl,
  pasta,
  salad,
  curry,
  tacos,
  traybake,
  risotto,
  toast,
  smoothie,
  crumble,
  pancakes,
  porridge,
  pie,
  quesadillas,
  roast,
];
