export function fmt74(x) {
  return `shared:willow74:${x}`;
}
