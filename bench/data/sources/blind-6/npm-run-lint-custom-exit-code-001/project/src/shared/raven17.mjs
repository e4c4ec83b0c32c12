export function fmt17(x) {
  return `shared:raven17:${x}`;
}
