export function fmt108(x) {
  return `shared:ember108:${x}`;
}
