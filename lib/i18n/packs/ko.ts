// The ko pack: imported on its own so a page that speaks Korean loads only Korean (see ./types.ts).
import { ko as features } from "../features/ko";
import { names } from "../findings/ko-names";
import { ko as ui } from "../ui/ko";
import type { LangPack } from "./types";

export const pack: LangPack = { lang: "ko", ui, names, features };
