// The ko pack: imported on its own so a page that speaks Korean loads only Korean (see ./types.ts).
import { ko as features } from "../features/ko";
import { ko as words } from "../findings/ko";
import { ko as ui } from "../ui/ko";
import type { LangPack } from "./types";

export const pack: LangPack = { lang: "ko", ui, words, features };
