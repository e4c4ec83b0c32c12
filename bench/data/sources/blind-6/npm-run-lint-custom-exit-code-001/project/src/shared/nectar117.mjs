export function fmt117(x) {
  return `shared:nectar117:${x}`;
}
