// One error type for every pack problem, always naming file, pattern and field.
export class PackError extends Error {
  constructor(
    readonly file: string,
    readonly pattern: string | null,
    readonly field: string | null,
    problem: string,
  ) {
    super(`${file}${pattern ? `: pattern ${pattern}` : ""}${field ? `: ${field}` : ""}: ${problem}`);
    this.name = "PackError";
  }
}
