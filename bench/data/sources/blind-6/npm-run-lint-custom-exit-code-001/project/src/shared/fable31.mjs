export function fmt31(x) {
  return `shared:fable31:${x}`;
}
