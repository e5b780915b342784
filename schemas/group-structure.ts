/**
 * The group structure's own calls (001 §7 Groups), shared by the server and the console:
 * - reads: `GET /groups/completely` (every group the reader sees, for pickers), `/groups/buildings`,
 *   `/groups/units?parent_id=`, `/groups/floors-and-apartments?parent_id=`: rows of `groupNode`, by name;
 * - generation (000 §2.7 "generate groups"): `POST /groups/generate/tree` answers the tree a
 *   `generateGroupsRequest` would make, writing nothing; `POST /groups/generate/save` makes it, in one transaction.
 */
import { z } from 'zod';
import { GROUP_TYPES } from './group';

export const groupNode = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  domain_type_id: z.number().int(),
  logic_address: z.string().nullable(),
});
export type GroupNode = z.infer<typeof groupNode>;

/** Narrows the units and the floors and apartments to one group's subtree (a building, an entrance). */
export const groupStructureQuery = z.object({ parent_id: z.coerce.number().int().min(0).optional() });

/** Apartments numbered through the building (1, 2 … on), or per floor (floor 3: 301, 302 …). */
export const APARTMENT_NUMBERING = ['through', 'per_floor'] as const;

/** Beyond these a request is refused: a building this size is a typing error, and one transaction stays short. */
export const GENERATE_LIMITS = { units: 50, floors: 200, apartmentsPerFloor: 50, groups: 2000 } as const;

/** How many groups a request makes: each entrance, its floors, their apartments. */
export const generatedCount = (r: { units: number; floors: number; apartments_per_floor: number }) => r.units * (1 + r.floors * (1 + r.apartments_per_floor));

const prefix = (fallback: string) => z.string().trim().min(1).max(100).default(fallback);

export const generateGroupsRequest = z
  .object({
    /** The building that gets the entrances. */
    building_id: z.number().int().min(0),
    units: z.number().int().min(1).max(GENERATE_LIMITS.units),
    /** The first entrance's number (a building that has entrances 1 and 2 gets 3 on). */
    first_unit: z.number().int().min(1).max(999).default(1),
    floors: z.number().int().min(1).max(GENERATE_LIMITS.floors),
    apartments_per_floor: z.number().int().min(1).max(GENERATE_LIMITS.apartmentsPerFloor),
    /** The lowest floor's number (0 for a ground floor counted as zero). */
    first_floor: z.number().int().min(0).max(99).default(1),
    numbering: z.enum(APARTMENT_NUMBERING).default('through'),
    /** The first apartment's number: of the building (through), or of each floor (per floor). */
    first_apartment: z.number().int().min(0).max(99_999).default(1),
    /** The names' first words, in the requester's language ("Entrance 2", "Floor 5", "Apartment 17"). */
    names: z.object({ unit: prefix('Entrance'), floor: prefix('Floor'), apartment: prefix('Apartment') }).default({ unit: 'Entrance', floor: 'Floor', apartment: 'Apartment' }),
  })
  .refine((r) => r.numbering !== 'per_floor' || r.first_apartment + r.apartments_per_floor - 1 <= 99, { path: ['first_apartment'], message: 'per_floor_numbers' })
  .refine((r) => generatedCount(r) <= GENERATE_LIMITS.groups, { path: ['units'], message: 'too_many_generated_groups' });
export type GenerateGroupsRequest = z.infer<typeof generateGroupsRequest>;

/** The groups the generation makes: entrances, each with its floors, each with its apartments. */
const generatedApartment = z.object({ name: z.string(), domain_type_id: z.number().int(), logic_address: z.string().nullable() });
const generatedFloor = generatedApartment.extend({ children: z.array(generatedApartment) });
export const generatedUnit = generatedApartment.extend({ children: z.array(generatedFloor) });
export type GeneratedUnit = z.infer<typeof generatedUnit>;
export type GeneratedGroup = z.infer<typeof generatedApartment> & { children?: GeneratedGroup[] };

/** The preview: the entrances it would add under the building, and how many groups of each type. */
export const generatedTree = z.object({
  building: groupNode,
  units: z.array(generatedUnit),
  counts: z.object({ units: z.number().int(), floors: z.number().int(), apartments: z.number().int() }),
});
export type GeneratedTree = z.infer<typeof generatedTree>;

/** What was saved: the new groups' count and the entrances' ids. */
export const generatedSaved = z.object({ created: z.number().int(), unit_ids: z.array(z.number().int()) });

export { GROUP_TYPES };
