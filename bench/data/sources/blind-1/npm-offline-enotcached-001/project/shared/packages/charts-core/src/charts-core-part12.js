export function charts_core_12(x) {
  return x * 14;
}
