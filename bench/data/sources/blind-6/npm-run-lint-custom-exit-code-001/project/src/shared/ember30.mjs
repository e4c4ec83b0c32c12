export function fmt30(x) {
  return `shared:ember30:${x}`;
}
