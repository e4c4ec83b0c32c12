export function charts_core_10(x) {
  return x * 12;
}
