export function fmt147(x) {
  return `shared:raven147:${x}`;
}
