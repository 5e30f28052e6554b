// The ja pack: imported on its own so a page that speaks Japanese loads only Japanese (see ./types.ts).
import { ja as features } from "../features/ja";
import { names } from "../findings/ja-names";
import { ja as ui } from "../ui/ja";
import type { LangPack } from "./types";

export const pack: LangPack = { lang: "ja", ui, names, features };
