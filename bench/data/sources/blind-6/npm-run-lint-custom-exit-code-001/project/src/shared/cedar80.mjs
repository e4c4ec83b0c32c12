export function fmt80(x) {
  return `shared:cedar80:${x}`;
}
