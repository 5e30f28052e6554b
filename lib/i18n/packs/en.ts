// The en pack: imported on its own so a page that speaks English loads only English (see ./types.ts).
import { en as features } from "../features/en";
import { names } from "../findings/en-names";
import { en as ui } from "../ui/en";
import type { LangPack } from "./types";

export const pack: LangPack = { lang: "en", ui, names, features };
