// The zh pack: imported on its own so a page that speaks Chinese loads only Chinese (see ./types.ts).
import { zh as features } from "../features/zh";
import { names } from "../findings/zh-names";
import { zh as ui } from "../ui/zh";
import type { LangPack } from "./types";

export const pack: LangPack = { lang: "zh", ui, names, features };
