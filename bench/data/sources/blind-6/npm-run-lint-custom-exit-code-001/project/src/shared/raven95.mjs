export function fmt95(x) {
  return `shared:raven95:${x}`;
}
