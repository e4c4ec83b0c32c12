export function fmt135(x) {
  return `shared:fable135:${x}`;
}
