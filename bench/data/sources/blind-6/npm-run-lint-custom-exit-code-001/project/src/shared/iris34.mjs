export function fmt34(x) {
  return `shared:iris34:${x}`;
}
