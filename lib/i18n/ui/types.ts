// The shape every UI language must fill: the English catalogue's keys and parameters,
// with its strings widened to any string. A missing key or a wrong parameter is a type error.
import type { en } from "./en";

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R
    : T extends object
      ? { [K in keyof T]: Widen<T[K]> }
      : T;

export type UiMessages = Widen<typeof en>;
