/**
 * The elements the patient's pet wears (docs/features/rewards.md): its two parts, the inventory kind
 * each is held as, and how an element's image names a file of the storage adapter.
 */
import type { ItemKind } from "../../core/inventory";

/** The two parts of a pet, as the API names them, and the inventory kind each is held as. */
export type PetPart = "head" | "background";
export const KIND_OF: Record<PetPart, ItemKind> = { head: "PET_HEAD", background: "PET_BACKGROUND" };

/** An image stored in the storage adapter: `s3/image:` then the storage key. */
export const STORED_IMAGE = "s3/image:";
