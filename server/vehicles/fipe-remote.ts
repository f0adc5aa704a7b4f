import type { VehicleType } from "../../src/domain/vehicles.ts";
import type { FipeOption, FipeVehicle } from "../../src/schemas/vehicles.ts";

// A parallelum-style public FIPE service (FIPE_API_URL): /{type}/marcas, /{type}/marcas/{m}/modelos,
// /{type}/marcas/{m}/modelos/{v}/anos and /{type}/marcas/{m}/modelos/{v}/anos/{y}. Answers are kept in memory for
// 6 hours: FIPE publishes one table a month, so each instance of several keeping its own copy costs only a few
// extra calls and never shows another network's data (the table is the same for all).

export const FIPE_TIMEOUT_MS = 5_000;
export const FIPE_CACHE_MS = 6 * 60 * 60 * 1000;
const MAX_CACHED = 5_000;

/** The service failed (down, slow, or an answer of another shape): the caller falls back to the sample table. */
export class FipeUnavailable extends Error {}

type Cached = { at: number; value: unknown };
const cache = new Map<string, Cached>();

/** Forgets the cached answers (tests). */
export const clearFipeCache = () => cache.clear();

async function fetchJson(url: string, now: number): Promise<unknown> {
  const hit = cache.get(url);
  if (hit && now - hit.at < FIPE_CACHE_MS) return hit.value;
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(FIPE_TIMEOUT_MS),
      headers: { accept: "application/json" },
    });
  } catch (error) {
    throw new FipeUnavailable(`FIPE service unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new FipeUnavailable(`FIPE service answered ${response.status} for ${url}`);
  const value = (await response.json().catch(() => undefined)) as unknown;
  if (value === undefined) throw new FipeUnavailable(`FIPE service answered no JSON for ${url}`);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(url, { at: now, value });
  return value;
}

type Coded = { codigo: string | number; nome: string };
const isCoded = (row: unknown): row is Coded =>
  typeof row === "object" && row !== null && "codigo" in row && "nome" in row && typeof row.nome === "string";

const codedList = (value: unknown): FipeOption[] => {
  if (!Array.isArray(value) || !value.every(isCoded)) throw new FipeUnavailable("FIPE service answered another shape");
  return value.map((row) => ({ id: String(row.codigo), name: row.nome }));
};

/** "R$ 28.000,00" → "28000.00". */
const moneyOf = (text: string) => {
  const clean = text.replace(/[^\d,]/g, "").replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) throw new FipeUnavailable(`FIPE price not understood: ${text}`);
  return Number(clean).toFixed(2);
};

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function remoteFipe(baseUrl: string, now: () => Date) {
  const get = (path: string) => fetchJson(`${baseUrl}/${path}`, now().getTime());
  const id = encodeURIComponent;
  return {
    makes: async (type: VehicleType) => codedList(await get(`${type}/marcas`)),
    vehicles: async (type: VehicleType, producerId: string) => {
      const answer = (await get(`${type}/marcas/${id(producerId)}/modelos`)) as { modelos?: unknown };
      return codedList(answer?.modelos);
    },
    models: async (type: VehicleType, producerId: string, vehicleId: string) =>
      codedList(await get(`${type}/marcas/${id(producerId)}/modelos/${id(vehicleId)}/anos`)),
    vehicle: async (
      type: VehicleType,
      producerId: string,
      vehicleId: string,
      modelId: string,
    ): Promise<FipeVehicle> => {
      const answer = (await get(
        `${type}/marcas/${id(producerId)}/modelos/${id(vehicleId)}/anos/${id(modelId)}`,
      )) as Record<string, unknown> | null;
      const text = (field: string) => {
        const value = answer?.[field];
        if (typeof value !== "string" && typeof value !== "number")
          throw new FipeUnavailable(`FIPE answer without ${field}`);
        return String(value);
      };
      const year = text("AnoModelo");
      return {
        ano_modelo: year,
        marca: text("Marca"),
        name: text("Modelo"),
        preco: moneyOf(text("Valor")),
        combustivel: text("Combustivel"),
        referencia: text("MesReferencia").trim(),
        fipe_codigo: text("CodigoFipe"),
        key: `${slug(text("Modelo").split(" ")[0] ?? "")}-${year}`,
      };
    },
  };
}
