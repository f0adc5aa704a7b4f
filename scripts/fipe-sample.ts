import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Writes server/vehicles/fipe-sample.json, the FIPE table Rede ships (`npx tsx scripts/fipe-sample.ts`): real makes
// and models per type with the years, fuels and prices of a reference month, deterministic so that a run gives the
// committed file again. Prices follow each model's new price with a yearly depreciation, rounded to R$ 10.

const REFERENCE = "novembro de 2026";
const LAST_YEAR = 2026;

type ModelSeed = readonly [name: string, newPriceReais: number, firstYear: number, fuel: string];
type MakeSeed = readonly [id: string, name: string, models: ReadonlyArray<ModelSeed>];

const CARS: ReadonlyArray<MakeSeed> = [
  [
    "21",
    "Fiat",
    [
      ["Mobi LIKE 1.0 Fire Flex 5p.", 78_900, 2017, "Gasolina"],
      ["Argo DRIVE 1.0 6V Flex", 94_500, 2018, "Gasolina"],
      ["Cronos PRECISION 1.3 8V Flex Aut.", 112_300, 2019, "Gasolina"],
      ["Strada Freedom 1.3 Flex 8V CD", 121_700, 2020, "Gasolina"],
      ["Toro Volcano 2.0 16V 4x4 Diesel Aut.", 204_800, 2017, "Diesel"],
      ["Palio 1.0 ECONOMY Fire Flex 8V 4p", 52_400, 2012, "Gasolina"],
    ],
  ],
  [
    "59",
    "VW - VolksWagen",
    [
      ["Gol 1.0 Flex 12V 5p", 74_900, 2016, "Gasolina"],
      ["Polo 1.0 Flex 12V 5p", 96_300, 2018, "Gasolina"],
      ["T-Cross 200 TSI 1.0 Flex 12V 5p Aut.", 148_900, 2019, "Gasolina"],
      ["Nivus Highline 1.0 200 TSI Flex Aut.", 154_200, 2021, "Gasolina"],
      ["Saveiro Robust 1.6 Total Flex 8V", 99_800, 2017, "Gasolina"],
      ["Amarok Highline CD 3.0 4x4 TB Dies. Aut", 321_500, 2018, "Diesel"],
    ],
  ],
  [
    "23",
    "GM - Chevrolet",
    [
      ["Onix HATCH LT 1.0 12V Flex 5p Mec.", 93_100, 2017, "Gasolina"],
      ["Onix Plus LTZ 1.0 12V TB Flex Aut.", 118_400, 2020, "Gasolina"],
      ["Tracker Premier 1.2 Turbo 12V Flex Aut.", 166_700, 2021, "Gasolina"],
      ["S10 Pick-Up LTZ 2.8 TDI 4x4 CD Dies. Aut", 285_900, 2017, "Diesel"],
      ["Spin Premier 1.8 8V Econo.Flex 5p Aut.", 124_600, 2019, "Gasolina"],
    ],
  ],
  [
    "56",
    "Toyota",
    [
      ["Corolla XEi 2.0 Flex 16V Aut.", 176_800, 2016, "Gasolina"],
      ["Corolla Cross XRE 2.0 16V Flex Aut.", 189_900, 2021, "Gasolina"],
      ["Yaris Hatch XL 1.5 Flex 16V 5p Aut.", 103_500, 2019, "Gasolina"],
      ["Hilux CD SRX 4x4 2.8 TDI 16V Diesel Aut.", 331_200, 2016, "Diesel"],
      ["SW4 SRX 4x4 2.8 TDI 16V Dies. Aut. 7L", 389_700, 2017, "Diesel"],
    ],
  ],
  [
    "25",
    "Honda",
    [
      ["City Sedan EXL 1.5 Flex 16V 4p Aut.", 131_900, 2016, "Gasolina"],
      ["Civic Sedan EXL 2.0 Flex 16V Aut. 4p", 164_300, 2016, "Gasolina"],
      ["Fit EX 1.5 Flex/Flexone 16V 5p Aut.", 96_700, 2015, "Gasolina"],
      ["HR-V EXL 1.5 Flex 16V 5p Aut.", 161_400, 2016, "Gasolina"],
    ],
  ],
  [
    "26",
    "Hyundai",
    [
      ["HB20 Comfort 1.0 Flex 12V Mec.", 84_900, 2016, "Gasolina"],
      ["HB20S Platinum 1.0 TB Flex 12V Aut.", 117_200, 2020, "Gasolina"],
      ["Creta Limited 1.0 TB 12V Flex Aut.", 157_300, 2021, "Gasolina"],
      ["Tucson GLS 1.6 Turbo 16V Aut.", 171_800, 2017, "Gasolina"],
    ],
  ],
];

const MOTOS: ReadonlyArray<MakeSeed> = [
  [
    "80",
    "HONDA",
    [
      ["CG 160 FAN/ FAN ESDi/Flex", 16_900, 2016, "Gasolina"],
      ["CG 160 TITAN/ TITAN FLEX/ EX", 18_700, 2016, "Gasolina"],
      ["BIZ 125/ BIZ 125 FLEX", 15_300, 2016, "Gasolina"],
      ["CB 500F/ ABS", 42_900, 2016, "Gasolina"],
      ["XRE 300/ ABS/ Flex/ Rally", 31_400, 2016, "Gasolina"],
      ["PCX 160 DLX/ ABS", 21_600, 2022, "Gasolina"],
    ],
  ],
  [
    "101",
    "YAMAHA",
    [
      ["FAZER 250/ BLUEFLEX", 24_300, 2016, "Gasolina"],
      ["FACTOR YBR 150 ED/ EXP. FLEX", 16_200, 2016, "Gasolina"],
      ["NMAX 160 ABS", 21_900, 2017, "Gasolina"],
      ["MT-03 321cc/ ABS", 36_800, 2016, "Gasolina"],
      ["XTZ 250 LANDER/ BLUEFLEX", 27_400, 2016, "Gasolina"],
    ],
  ],
  [
    "95",
    "SUZUKI",
    [
      ["V-STROM 650/ ABS/ XT", 59_900, 2016, "Gasolina"],
      ["GSX-S 750/ A", 62_400, 2016, "Gasolina"],
      ["BURGMAN 125i", 16_800, 2016, "Gasolina"],
      ["HAYABUSA GSX 1300R", 124_900, 2016, "Gasolina"],
    ],
  ],
];

const TRUCKS: ReadonlyArray<MakeSeed> = [
  [
    "109",
    "Mercedes-Benz",
    [
      ["Accelo 1016 2p (diesel)(E5)", 318_400, 2016, "Diesel"],
      ["Atego 2430 6x2 2p (diesel)(E5)", 512_700, 2016, "Diesel"],
      ["Actros 2651 S 6x4 2p (diesel)(E5)", 918_300, 2016, "Diesel"],
      ["Axor 2544 S 6x2 2p (diesel)(E5)", 689_500, 2016, "Diesel"],
    ],
  ],
  [
    "114",
    "VOLVO",
    [
      ["FH 540 6x4 2p (diesel)(E5)", 978_600, 2016, "Diesel"],
      ["FH 460 Globetrotter 6x2 2p (diesel)(E5)", 871_200, 2016, "Diesel"],
      ["VM 270 6x2 2p (diesel)(E5)", 541_800, 2016, "Diesel"],
      ["FMX 500 8x4 2p (diesel)(E5)", 936_400, 2016, "Diesel"],
    ],
  ],
  [
    "112",
    "SCANIA",
    [
      ["R-450 A 6x2 2p (diesel)(E5)", 892_500, 2016, "Diesel"],
      ["G-440 A 6x4 2p (diesel)(E5)", 831_600, 2016, "Diesel"],
      ["P-320 B 8x2 2p (diesel)(E5)", 648_300, 2016, "Diesel"],
    ],
  ],
  [
    "102",
    "IVECO",
    [
      ["Tector 240E30 6x2 2p (diesel)(E5)", 448_700, 2016, "Diesel"],
      ["Daily 35-150 CS Chassi (diesel)(E5)", 279_900, 2016, "Diesel"],
      ["S-Way 540 6x4 2p (diesel)(E6)", 951_300, 2023, "Diesel"],
    ],
  ],
];

const FUEL_CODE: Record<string, number> = { Gasolina: 1, Álcool: 2, Diesel: 3 };
/** First digits of FIPE codes per type (cars 0xx, motos 8xx, trucks 5xx). */
const CODE_BASE = { carros: 1_000, motos: 811_000, caminhoes: 509_000 } as const;

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The FIPE check digit: a weighted sum of the six digits, mod 10. */
const fipeCode = (number: number) => {
  const digits = String(number).padStart(6, "0");
  const check = [...digits].reduce((sum, digit, index) => sum + Number(digit) * (index + 2), 0) % 10;
  return `${digits}-${check}`;
};

/** Cars lose about 9% a year, motos 8%, trucks 7%; rounded to R$ 10. */
const priceOf = (newPrice: number, age: number, yearly: number) =>
  (Math.round((newPrice * (1 - yearly) ** age) / 10) * 10).toFixed(2);

function typeTable(makes: ReadonlyArray<MakeSeed>, type: keyof typeof CODE_BASE, yearly: number, firstId: number) {
  let vehicleId = firstId;
  let code = CODE_BASE[type];
  return makes.map(([id, name, models]) => ({
    id,
    name,
    vehicles: models.map(([modelName, newPrice, firstYear, fuel]) => {
      vehicleId += 7;
      code += 13;
      const fipe = fipeCode(code);
      const years = [];
      for (let year = LAST_YEAR; year >= Math.max(firstYear, LAST_YEAR - 9); year -= 1) {
        years.push({
          id: `${year}-${FUEL_CODE[fuel]}`,
          name: `${year} ${fuel}`,
          year,
          fuel,
          price: priceOf(newPrice, LAST_YEAR - year, yearly),
          key: `${slug(modelName.split(" ")[0] ?? modelName)}-${year}`,
        });
      }
      return { id: String(vehicleId), name: modelName, fipe_code: fipe, years };
    }),
  }));
}

export const fipeSample = () => ({
  reference: REFERENCE,
  types: {
    carros: typeTable(CARS, "carros", 0.09, 4_800),
    motos: typeTable(MOTOS, "motos", 0.08, 2_100),
    caminhoes: typeTable(TRUCKS, "caminhoes", 0.07, 6_300),
  },
});

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = new URL("../server/vehicles/fipe-sample.json", import.meta.url);
  writeFileSync(target, `${JSON.stringify(fipeSample(), null, 2)}\n`);
  console.log(`Wrote ${fileURLToPath(target)}`);
}
