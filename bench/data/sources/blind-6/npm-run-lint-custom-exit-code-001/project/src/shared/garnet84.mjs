export function fmt84(x) {
  return `shared:garnet84:${x}`;
}
