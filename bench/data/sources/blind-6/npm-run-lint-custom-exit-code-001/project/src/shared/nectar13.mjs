export function fmt13(x) {
  return `shared:nectar13:${x}`;
}
