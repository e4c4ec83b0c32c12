export function fmt136(x) {
  return `shared:garnet136:${x}`;
}
