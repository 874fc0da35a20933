// Reads the USDA National Nutrient Database for Standard Reference, release 24 (public domain),
// from Debian's `cronometer` package, which ships it as usr/share/cronometer/usda_sr24.jar: a zip
// of one small XML file per food. The package is downloaded, never installed (it pulls in Java).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';

export interface Sr24Measure {
  /** As USDA words it: 'cup, chopped', 'large', 'clove'. */
  readonly name: string;
  /** Grams of one such measure. */
  readonly grams: number;
}

export interface Sr24Food {
  /** The NDB number, with its leading zeros: '01123'. */
  readonly ndb: string;
  readonly name: string;
  /** The food's own Atwater factors, kcal per gram. */
  readonly proteinFactor: number;
  readonly fatFactor: number;
  readonly carbohydrateFactor: number;
  readonly measures: readonly Sr24Measure[];
  /** Per 100 g, by SR24's nutrient name ('Energy' in kcal, 'Sodium' in mg, the rest in g). */
  readonly nutrients: ReadonlyMap<string, number>;
}

const jarPath = 'usr/share/cronometer/usda_sr24.jar';

const entities: Record<string, string> = {
  quot: '"',
  amp: '&',
  apos: "'",
  lt: '<',
  gt: '>',
};
const decode = (text: string) =>
  text.replace(/&(quot|amp|apos|lt|gt);/g, (_, name: string) => entities[name] ?? '');

// Each file is one line of flat elements with double-quoted attributes and no text content
// (`<food uid name pcf fcf ccf>` holding `<measure/>` and `<nutrient/>`), so two regular
// expressions read it exactly; an XML library would be a dependency for nothing.
const elementPattern = /<(food|measure|nutrient)\s([^>]*?)\/?>/g;
const attributePattern = /([\w-]+)="([^"]*)"/g;

function attributesOf(text: string): Map<string, string> {
  return new Map(
    [...text.matchAll(attributePattern)].map(([, name = '', value = '']) => [name, decode(value)]),
  );
}

/** One food's XML file, as the jar holds it. */
export function parseSr24Food(xml: string): Sr24Food {
  let food: Map<string, string> | undefined;
  const measures: Sr24Measure[] = [];
  const nutrients = new Map<string, number>();
  for (const [, element, attributeText = ''] of xml.matchAll(elementPattern)) {
    const attributes = attributesOf(attributeText);
    const number = (name: string) => Number(attributes.get(name));
    if (element === 'food') food = attributes;
    else if (element === 'measure') {
      measures.push({
        name: attributes.get('name') ?? '',
        grams: number('grams') / number('amount'),
      });
    } else nutrients.set(attributes.get('name') ?? '', number('amount'));
  }
  if (!food) throw new Error(`not an SR24 food: ${xml.slice(0, 80)}`);
  return {
    ndb: food.get('uid') ?? '',
    name: food.get('name') ?? '',
    proteinFactor: Number(food.get('pcf')),
    fatFactor: Number(food.get('fcf')),
    carbohydrateFactor: Number(food.get('ccf')),
    measures,
    nutrients,
  };
}

function findJar(folder: string): string {
  const jar = join(folder, jarPath);
  if (!existsSync(jar)) throw new Error(`${folder} has no ${jarPath}`);
  return jar;
}

/**
 * The jar's path, from `source` (the cronometer .deb, a folder it was extracted to, or the jar
 * itself) or, without one, from a fresh `apt-get download cronometer`. `workFolder` is where a
 * .deb is downloaded and extracted; the caller removes it.
 */
function locateJar(source: string | undefined, workFolder: string): string {
  if (source && statSync(source).isDirectory()) return findJar(source);
  if (source?.endsWith('.jar')) return source;
  let deb = source;
  if (!deb) {
    execFileSync('apt-get', ['download', 'cronometer'], { cwd: workFolder, stdio: 'inherit' });
    const downloaded = readdirSync(workFolder).find((name) => name.endsWith('.deb'));
    if (!downloaded) throw new Error('apt-get download cronometer left no .deb');
    deb = join(workFolder, downloaded);
  }
  const extracted = join(workFolder, 'extracted');
  execFileSync('dpkg-deb', ['-x', deb, extracted], { stdio: 'inherit' });
  return findJar(extracted);
}

/** Every food of SR24 by NDB number, read from `source` or from a fresh download. */
export function readSr24Foods(source?: string): Map<string, Sr24Food> {
  const workFolder = mkdtempSync(join(tmpdir(), 'usda-sr24-'));
  try {
    const files = unzipSync(readFileSync(locateJar(source, workFolder)), {
      filter: (file) => /^usda_sr24\/\d+\.xml$/.test(file.name),
    });
    const decoder = new TextDecoder();
    const foods = Object.values(files).map((bytes) => parseSr24Food(decoder.decode(bytes)));
    return new Map(foods.map((food) => [food.ndb, food]));
  } finally {
    rmSync(workFolder, { recursive: true, force: true });
  }
}
