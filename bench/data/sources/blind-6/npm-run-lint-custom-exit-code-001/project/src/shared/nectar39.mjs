export function fmt39(x) {
  return `shared:nectar39:${x}`;
}
