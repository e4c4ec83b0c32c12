export function fmt109(x) {
  return `shared:fable109:${x}`;
}
