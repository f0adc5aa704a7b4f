// Vehicle rules (spec 3 Vehicle, 5 'The vehicle license_plate is validated before create'): Brazilian plates in
// the old format (ABC-1234, also typed ABC1234) and the Mercosul one (ABC1D23).

const OLD_PLATE = /^[A-Z]{3}-?\d{4}$/;
const MERCOSUL_PLATE = /^[A-Z]{3}\d[A-Z]\d{2}$/;

/** The plate as typed, upper case, without spaces. */
const upperPlate = (plate: string) => plate.replace(/\s+/g, "").toUpperCase();

/** True for an old plate (ABC-1234 or ABC1234) or a Mercosul one (ABC1D23), in any case; empty is not a plate. */
export function isVehiclePlate(plate: string): boolean {
  const clean = upperPlate(plate);
  return OLD_PLATE.test(clean) || MERCOSUL_PLATE.test(clean);
}

/** The plate as stored: upper case; the old format with its hyphen (ABC-1234), the Mercosul one as is (ABC1D23). */
export function normalizeLicensePlate(plate: string): string {
  const clean = upperPlate(plate);
  return OLD_PLATE.test(clean) ? `${clean.slice(0, 3)}-${clean.slice(-4)}` : clean;
}

export type VehicleIssue = "required" | "license-plate";

export type VehicleFields = { readonly model: string; readonly licensePlate: string };

/** The problems of a vehicle before it is saved, per field: a model from the lookup and a valid plate. */
export function vehicleIssues(vehicle: VehicleFields): Record<string, ReadonlyArray<VehicleIssue>> {
  const issues: Record<string, VehicleIssue[]> = {};
  if (vehicle.model.trim() === "") issues.model = ["required"];
  if (!isVehiclePlate(vehicle.licensePlate)) issues.license_plate = ["license-plate"];
  return issues;
}

/** FIPE vehicle types (spec 4 'Vehicle price lookup'). */
export const VEHICLE_TYPES = ["carros", "motos", "caminhoes"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
