export { parsePack } from "./parse";
export { loadPacks, defaultPackSet } from "./load";
export { PackError } from "./errors";
export { CHECK_NAMES, CHECK_PARAMS, type CheckName } from "./checks";
export type * from "./types";
